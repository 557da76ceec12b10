import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { RATING_LABELS, ratingLabelText } from '../rating-labels';
import { useRateIntroduction } from '../hooks/use-rate-introduction';
import { RatingSubmitted } from './rating-submitted';

interface RatingCardProps {
  introductionId: number;
  alreadyRated: boolean;
  /** Its texts are being written: it is rated once they are stored. */
  waiting: boolean;
}

export function RatingCard({ introductionId, alreadyRated, waiting }: RatingCardProps) {
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(-1);
  const [comment, setComment] = useState('');
  const { rate, submitting, submitted } = useRateIntroduction(introductionId);
  const shownLabel = RATING_LABELS[hover > 0 ? hover : rating];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating > 0 && !waiting) void rate(rating, comment);
  };

  return (
    <Card component="section" aria-labelledby="rating-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        {submitted || alreadyRated ? (
          <RatingSubmitted />
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Typography id="rating-title" variant="h6" component="h2" gutterBottom>
              Rate this introduction
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {waiting ? 'You can rate it once it is written.' : 'How well does it fit what you need?'}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <Rating
                name="introduction-rating"
                value={rating || null}
                disabled={waiting}
                size="large"
                getLabelText={ratingLabelText}
                onChange={(_, value) => setRating(value ?? 0)}
                onChangeActive={(_, value) => setHover(value)}
              />
              <Box aria-live="polite" sx={{ minWidth: 80, color: 'text.secondary' }}>
                {shownLabel}
              </Box>
            </Stack>
            <TextField
              label="Comment (optional)"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
              fullWidth
            />
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={rating === 0 || submitting || waiting}>
              {submitting ? 'Submitting...' : 'Submit Rating'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
