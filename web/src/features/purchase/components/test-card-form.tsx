import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { payWithTestCard } from '../api/pay-with-test-card';
import type { PaymentFormProps } from '../hooks/use-checkout-payment';
import { PayButton } from './pay-button';

/** The built-in card form of test mode: no card provider, no real money. */
export function TestCardForm({ clientSecret, amount, busy, onPay }: PaymentFormProps) {
  const [cardNumber, setCardNumber] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onPay(() => payWithTestCard({ clientSecret, cardNumber: cardNumber.trim() }));
  };

  return (
    <Box component="form" onSubmit={handleSubmit} aria-label="Test card payment">
      <Alert severity="info" sx={{ mb: 3 }}>
        Payments are in test mode: no real card is charged.
      </Alert>
      <TextField
        id="test-card-number"
        label="Card number"
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        helperText="Use 4242 4242 4242 4242 for a successful payment, or 4000 0000 0000 0002 for a declined card."
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        disabled={busy}
        required
        fullWidth
      />
      <PayButton amount={amount} busy={busy} />
    </Box>
  );
}
