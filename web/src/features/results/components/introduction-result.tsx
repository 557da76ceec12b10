import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect } from 'react';
import { decodeStoredText } from '@firstwords/contracts';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { PURPOSE_OPTIONS } from '@/lib/purposes';
import { useToast } from '@/lib/toast';
import { IntroductionDocument } from '../api/introduction-query';
import { useIntroductionWriting } from '../hooks/use-introduction-writing';
import { FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../result-messages';
import { IntroductionWritingContext } from '../writing-context';
import { IntroductionCard } from './introduction-card';
import { ResultMessage } from './result-message';
import { WritingStatus } from './writing-status';

// Below the chosen text: their code loads beside it, so its first words wait for none of it.
const AdvertCard = lazy(async () => ({ default: (await import('./advert-card')).AdvertCard }));
const AlsoWrittenCard = lazy(async () => ({ default: (await import('./also-written-card')).AlsoWrittenCard }));
const RatingCard = lazy(async () => ({ default: (await import('./rating-card')).RatingCard }));

function loadErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'FORBIDDEN') return FORBIDDEN_MESSAGE;
  if (code === 'UNAUTHENTICATED') return UNAUTHENTICATED_MESSAGE;
  return errorMessage(error, 'Failed to load the introduction. Please try again.');
}

export function IntroductionResult({ id }: { id: number }) {
  const toast = useToast();
  // Neither is deferred: a deferred render of the page restarts at each draft (several a second), so the first words
  // waited for the drafts to slow down. The last event stores the texts in the cache before the writing is let go
  // (useIntroductionWriting), so its end never shows over texts not there yet.
  const { data, loading, error } = useQuery(IntroductionDocument, { variables: { id } });
  const writing = useIntroductionWriting(id);
  const notFound = errorCode(error) === 'NOT_FOUND';

  useEffect(() => {
    if (error && !notFound) toast({ title: 'Error', description: loadErrorMessage(error), variant: 'destructive' });
  }, [error, notFound, toast]);

  // A generation followed here that is gone has failed: the writing sends the person back to their answers.
  if ((loading && !data) || (notFound && writing.writing)) return <LoadingScreen label="Loading introduction" />;
  if (notFound || (!error && !data)) return <ResultMessage title="Introduction Not Found" message={NOT_FOUND_MESSAGE} />;
  if (error || !data) return <ResultMessage title="Error Loading Introduction" message={loadErrorMessage(error)} retry />;

  const { purpose: chosen, introductions: texts, myRating, achievements, cvText, advert } = data.introduction;
  // The text for the purpose; any other text rather than an empty page if that one is missing.
  const text = texts[chosen] ?? texts.linkedin ?? texts.job ?? texts.pitch ?? texts.business ?? '';
  // A text being written gets its tab before it is stored.
  const others = PURPOSE_OPTIONS.flatMap(({ value }) => {
    const other = texts[value];
    return value !== chosen && (other || writing.writes(value)) ? [{ purpose: value, text: decodeStoredText(other ?? '') }] : [];
  });
  const generating = writing.writing && ![texts.linkedin, texts.job, texts.pitch, texts.business].some(Boolean);
  const headline = texts.headline ? decodeStoredText(texts.headline) : null;

  return (
    <IntroductionWritingContext value={writing}>
      <WritingStatus />
      <Stack spacing={3}>
        <IntroductionCard
          id={id}
          purpose={chosen}
          text={decodeStoredText(text)}
          headline={headline}
          thinAnswers={!achievements && !cvText}
          generating={generating}
          advert={decodeStoredText(advert ?? '')}
        />
        <Suspense fallback={null}>
          {!writing.writing && <AdvertCard introductionId={id} purpose={chosen} />}
          <AlsoWrittenCard introductionId={id} texts={others} headline={headline} />
          <RatingCard introductionId={id} alreadyRated={Boolean(myRating)} waiting={writing.writing} />
        </Suspense>
      </Stack>
    </IntroductionWritingContext>
  );
}
