/**
 * Flags a screen hands the next one through the router's location state; the browser keeps them through a reload
 * of that entry.
 */
type RouteFlag =
  /** On the result page: its introduction's generation has just started, and the page follows it to the end. */
  | 'generationStarted'
  /** On the generator: the generation failed, and the answers that were sent come back. */
  | 'generationFailed';

export const routeState = (flag: RouteFlag): Record<string, unknown> => ({ [flag]: true });

export function hasRouteFlag(state: unknown, flag: RouteFlag): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[flag] === true;
}

/** On the generator: an introduction's answers come back, with a line of achievements begun with `phrase`. */
export interface AchievementToAdd {
  answers: Record<string, string>;
  phrase: string;
}

export const addAchievementState = (detail: AchievementToAdd): Record<string, unknown> => ({ addAchievement: detail });

export function achievementToAdd(state: unknown): AchievementToAdd | null {
  const detail = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).addAchievement : null;
  if (typeof detail !== 'object' || detail === null) return null;
  const { answers, phrase } = detail as Partial<AchievementToAdd>;
  return typeof phrase === 'string' && typeof answers === 'object' && answers !== null ? { answers, phrase } : null;
}
