import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { IntroductionSummariesQuery } from '@/graphql/__generated__/graphql';
import { formatDate } from '@/lib/format-date';
import { purposeLabel } from '@/lib/purposes';

type IntroductionSummary = IntroductionSummariesQuery['introductionSummaries']['items'][number];

interface IntroductionListItemProps {
  introduction: IntroductionSummary;
  onDelete: (id: number) => void;
}

export function IntroductionListItem({ introduction, onDelete }: IntroductionListItemProps) {
  const label = purposeLabel(introduction.purpose);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2.5, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={introduction.createdAt}>
          {formatDate(introduction.createdAt)}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ my: 1.5, wordBreak: 'break-word' }}>
        {introduction.preview}...
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.results.getHref(introduction.id)} size="small" variant="outlined">
          View
        </Button>
        <IconButton aria-label={`Delete ${label} introduction`} onClick={() => onDelete(introduction.id)} color="error">
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
