import { requestJson } from '@/lib/rest';

interface TestCardPayment {
  clientSecret: string;
  cardNumber: string;
}

/** Test mode (docs/product.md, Packages and payments): the server plays the card provider. A decline is a 402 with its message. */
export function payWithTestCard(payment: TestCardPayment): Promise<unknown> {
  return requestJson('/api/payments/test-mode/confirm', { method: 'POST', body: payment });
}
