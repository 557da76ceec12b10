import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { decodeStoredText, generateIntroductionSchema } from '@firstwords/contracts';
import type { AnswerReadingQuery } from '@/graphql/__generated__/graphql';
import { AnswerReadingDocument } from '../api/answer-reading';
import { withSentence } from '../answer-edits';
import type { IntroductionForm } from '../hooks/use-introduction-form';
import { AnswerSentence } from './answer-sentence';

type Reading = AnswerReadingQuery['answerReading'];
const decoded = (text: string) => decodeStoredText(text) ?? text;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function CareerRead({ career }: { career: NonNullable<Reading['career']> }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h4">
        Your career, from your CV
      </Typography>
      {career.note && <Typography color="text.secondary">{career.note}</Typography>}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {career.roles.map(({ title, employer, years }, index) => (
          <li key={index}>{[capitalised(decoded(title)), employer && decoded(employer), years].filter(Boolean).join(', ')}</li>
        ))}
        {career.qualifications.map((qualification, index) => (
          <li key={`q${index}`}>{decoded(qualification)}</li>
        ))}
      </Box>
      {career.said && <Typography color="text.secondary">{`Said as: “${decoded(career.said)}”`}</Typography>}
    </Box>
  );
}

function AdvertRead({ advert }: { advert: NonNullable<Reading['advert']> }) {
  const phrases = (shown: boolean) =>
    advert.requirements.filter(({ coverage }) => (coverage !== 'not_in_answers') === shown).map(({ phrase }) => decoded(phrase));
  const named = [advert.role && decoded(advert.role), advert.organisation && decoded(advert.organisation)].filter(Boolean).join(' at ');
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h4">
        The advert
      </Typography>
      {named && <Typography>{`The texts are for the ${named} role.`}</Typography>}
      {phrases(true).length > 0 && <Typography>{`In your answers: ${phrases(true).join('; ')}.`}</Typography>}
      {phrases(false).length > 0 && (
        <Typography color="text.secondary">{`Not in your answers, so not claimed: ${phrases(false).join('; ')}.`}</Typography>
      )}
    </Box>
  );
}

/** "How we'll use your answers": the writer's reading of the questionnaire, before it writes, each sentence changeable. */
export function AnswerReadingPanel({ form }: { form: IntroductionForm }) {
  const request = generateIntroductionSchema.safeParse(form.values);
  const { data, previousData, error } = useQuery(
    AnswerReadingDocument,
    request.success ? { variables: { input: request.data } } : skipToken,
  );
  const reading = (data ?? previousData)?.answerReading;
  const change = (item: Reading['answers'][number], sentence: string) => {
    if (!reading) return;
    const { name, value } = withSentence(reading.answers, item, sentence);
    form.setField(name, value);
  };

  return (
    <Box component="section" aria-labelledby="answer-reading-title" sx={{ mt: 3 }}>
      <Typography id="answer-reading-title" variant="h6" component="h3">
        How we&apos;ll use your answers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Each answer as your texts will say it. Change a sentence here and the texts use yours.
      </Typography>
      {!reading && !error && <Typography role="status">Reading your answers...</Typography>}
      {!reading && error && <Alert severity="info">We couldn&apos;t read your answers just now. You can still generate.</Alert>}
      {reading && (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-live="polite">
            {reading.answers.map((item, index) => (
              <AnswerSentence key={`${item.answer}-${index}`} item={item} onChange={(sentence) => change(item, sentence)} />
            ))}
          </Box>
          {reading.career && <CareerRead career={reading.career} />}
          {reading.advert && <AdvertRead advert={reading.advert} />}
        </>
      )}
    </Box>
  );
}
