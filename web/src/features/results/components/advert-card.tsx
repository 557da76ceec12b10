import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { type AdvertCoverage, decodeStoredText, type Purpose } from '@firstwords/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { addAchievementState } from '@/config/route-state';
import type { IntroductionAdvertQuery } from '@/graphql/__generated__/graphql';
import { IntroductionAdvertDocument } from '../api/introduction-advert';

const GROUPS: ReadonlyArray<{ coverage: AdvertCoverage; title: string; icon: ReactNode }> = [
  { coverage: 'covered', title: 'Covered: in your answers and this text', icon: <CheckCircleIcon color="success" fontSize="small" /> },
  {
    coverage: 'not_in_text',
    title: 'In your answers, not in this text',
    icon: <RadioButtonUncheckedIcon color="info" fontSize="small" />,
  },
  { coverage: 'not_in_answers', title: 'Not in your answers', icon: <ErrorOutlineIcon color="warning" fontSize="small" /> },
];

type Introduction = IntroductionAdvertQuery['introduction'];

/** The answers as the generator holds them: text as typed, '' for none. */
function answersOf(introduction: Introduction): Record<string, string> {
  const { advertReading: _reading, id: _id, ...answers } = introduction;
  return Object.fromEntries(Object.entries(answers).map(([name, value]) => [name, decodeStoredText(value ?? '') ?? '']));
}

interface AdvertCardProps {
  introductionId: number;
  /** Whose current text the requirements are matched against. */
  purpose: Purpose;
}

/** What the advert asks for (docs/product.md, Adverts): each requirement by where it stands, said in words, not colour alone. */
export function AdvertCard({ introductionId, purpose }: AdvertCardProps) {
  const navigate = useNavigate();
  // Read again when the text changes: a stored writing or an edit drops the reading from the cache (mutation-cache-effects).
  const { data } = useQuery(IntroductionAdvertDocument, { variables: { id: introductionId, purpose } });

  const introduction = data?.introduction;
  const reading = introduction?.advertReading;
  if (!introduction?.advert || !reading || reading.requirements.length === 0) return null;
  const role = decodeStoredText(reading.role);
  const organisation = decodeStoredText(reading.organisation);
  const addIt = (phrase: string) =>
    void navigate(paths.form.getHref(), { state: addAchievementState({ answers: answersOf(introduction), phrase }) });

  return (
    <Card component="section" aria-labelledby="advert-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="advert-title" variant="h5" component="h2" gutterBottom>
          What the advert asks for
        </Typography>
        {role && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {organisation ? `The ${role} role at ${organisation}.` : `The ${role} role.`} Your texts claim only what your answers show.
          </Typography>
        )}
        <Stack spacing={3}>
          {GROUPS.map(({ coverage, title, icon }) => {
            const items = reading.requirements.filter((requirement) => requirement.coverage === coverage);
            if (items.length === 0) return null;
            return (
              <Box key={coverage}>
                <Typography variant="subtitle1" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  {icon}
                  {`${title} (${items.length})`}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                  {items.map(({ phrase }) => {
                    const said = decodeStoredText(phrase) ?? phrase;
                    return (
                      <Box
                        component="li"
                        key={phrase}
                        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, py: 0.5, pl: 3.5 }}
                      >
                        <Typography component="span">{said}</Typography>
                        {coverage === 'not_in_answers' && (
                          <Button size="small" onClick={() => addIt(said)} aria-label={`If it's true, add ${said} to your achievements`}>
                            If it's true, add it
                          </Button>
                        )}
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
