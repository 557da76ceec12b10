import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { IntroductionSummariesDocument } from '../api/introduction-summaries-query';
import { useDeleteIntroduction } from '../hooks/use-delete-introduction';
import { DeleteIntroductionDialog } from './delete-introduction-dialog';
import { IntroductionListItem } from './introduction-list-item';

function listErrorMessage(error: unknown): string {
  if (errorCode(error) === 'UNAUTHENTICATED') return "Authentication error: Please ensure you're logged in";
  return `Failed to fetch introductions: ${errorMessage(error, 'Please try again.')}`;
}

export function IntroductionList() {
  const { data, loading, error, fetchMore } = useQuery(IntroductionSummariesDocument);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.introductionSummaries;

  const showMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { cursor: page.nextCursor } });
    } finally {
      setLoadingMore(false);
    }
  };
  const { remove, deleting } = useDeleteIntroduction();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const confirmDelete = async () => {
    if (selectedId === null) return;
    if (await remove(selectedId)) setSelectedId(null);
  };

  return (
    <Box component="section" aria-labelledby="introductions-title">
      {/* On a phone the button goes under the heading rather than squeezing it onto two lines. */}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2, gap: 2 }}>
        <Typography id="introductions-title" variant="h5" component="h2">
          Your Introductions
        </Typography>
        <Button component={RouterLink} to={paths.form.getHref()} variant="contained" startIcon={<AddIcon />} sx={{ flexShrink: 0 }}>
          Create New
        </Button>
      </Stack>
      {loading && !data && <LoadingScreen label="Loading introductions" />}
      {error && <Alert severity="error">{listErrorMessage(error)}</Alert>}
      {page && page.items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          You haven't created any introductions yet. Create your first one in a few minutes.
        </Typography>
      )}
      {page && page.items.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {page.items.map((introduction) => (
            <IntroductionListItem key={introduction.id} introduction={introduction} onDelete={setSelectedId} />
          ))}
        </Stack>
      )}
      {page?.nextCursor && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void showMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Show more'}
          </Button>
        </Box>
      )}
      <DeleteIntroductionDialog
        open={selectedId !== null}
        deleting={deleting}
        onCancel={() => setSelectedId(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
