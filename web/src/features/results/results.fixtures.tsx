// The result page over a mocked schema, shared by its tests.
import { vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { credits, viewer } from '@/test/fixtures';

export function introduction(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    purpose: 'linkedin',
    achievements: 'Cut delivery time from five days to two',
    cvText: null,
    createdAt: '2024-01-05T10:00:00.000Z',
    introductions: {
      linkedin: 'I help teams ship &lt;accessible&gt; products, &quot;calmly&quot;.',
      job: null,
      pitch: null,
      business: null,
      headline: null,
    },
    myRating: null,
    // Nothing being written.
    drafts: null,
    versions: [],
    refinements: [],
    // No advert: nothing is said of one.
    advert: null,
    advertReading: { role: null, organisation: null, requirements: [] },
    ...overrides,
  };
}

type DraftState = 'writing' | 'polishing' | 'done';

/** A writing's event: one purpose's whole text so far. */
export const draftEvent = (purpose: string, text: string, state: DraftState = 'writing') => ({
  introductionWriting: { draft: { purpose, text, state }, introduction: null },
});

/** A writing's last event: the introduction with its stored texts. */
export const lastEvent = (stored: Record<string, unknown>) => ({ introductionWriting: { draft: null, introduction: stored } });

interface ResultsOptions {
  Query?: Record<string, unknown>;
  Mutation?: Record<string, unknown>;
  fakeTimers?: boolean;
}

export function renderResults(resolvers: ResultsOptions = {}) {
  return renderApp({
    route: '/results/7',
    advanceTimers: resolvers.fakeTimers ? vi.advanceTimersByTime : undefined,
    resolvers: {
      Query: { me: () => viewer(), credits: () => credits(2), introduction: () => introduction(), ...resolvers.Query },
      Mutation: resolvers.Mutation ?? {},
    },
  });
}
