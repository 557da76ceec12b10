// The rules of an introduction's versions: every text it has had is kept, newest first, up to a cap; the newest
// of each text is current and mirrored into the introduction's own column.
import type { CommunicationStyle, TextKind, VersionOrigin } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntroductionTexts, WriterName } from '../generation/index.js';
import { IntroductionVersion } from './introduction-version.entity.js';
import type { Introduction } from './introduction.entity.js';
import { deleteOldVersions } from './introductions.queries.js';

/** Versions kept per introduction, its five texts together; a text's current version is never dropped. */
export const MAX_VERSIONS = 50;

const TEXT_COLUMNS = {
  linkedin: 'linkedinIntro',
  job: 'jobIntro',
  pitch: 'pitchIntro',
  business: 'businessIntro',
  headline: 'headline',
} as const satisfies Record<TextKind, keyof Introduction>;

export function currentText(introduction: Introduction, purpose: TextKind): string | null {
  return introduction[TEXT_COLUMNS[purpose]] ?? null;
}

/** The version a text's current wording came from (its newest), if any. */
export function currentVersion(em: EntityManager, introduction: Introduction, purpose: TextKind): Promise<IntroductionVersion | null> {
  return em.findOne(IntroductionVersion, { introduction, purpose }, { orderBy: { id: 'desc' } });
}

/** Who wrote a version and in which style: a writer's text, or a person's edit (both null). */
export interface Authorship {
  writer: WriterName | null;
  style: CommunicationStyle | null;
}

/**
 * Makes each given text current and keeps it as a version, unless it is the current text already. The caller
 * flushes, then calls `pruneVersions`.
 */
export function recordTexts(
  em: EntityManager,
  introduction: Introduction,
  texts: Partial<IntroductionTexts>,
  origin: VersionOrigin,
  { writer, style }: Authorship,
): void {
  for (const [purpose, text] of Object.entries(texts) as [TextKind, string | null | undefined][]) {
    // A rewrite that comes out as the current text (a headline with one achievement to say) is no new version.
    if (!text || text === introduction[TEXT_COLUMNS[purpose]]) continue;
    introduction[TEXT_COLUMNS[purpose]] = text;
    em.create(IntroductionVersion, { introduction, purpose, text, origin, writer, style });
  }
}

export async function pruneVersions(em: EntityManager, introductionId: number): Promise<void> {
  await deleteOldVersions(em, introductionId, MAX_VERSIONS);
}
