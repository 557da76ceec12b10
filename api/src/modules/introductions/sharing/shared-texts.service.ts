import { randomBytes } from 'node:crypto';
import { sharedTextTargetSchema, type SharedTextResponse, type TextKind } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../lib/clock.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../../lib/rate-limit.js';
import { parseInput } from '../../../lib/validation.js';
import type { User } from '../../users/user.entity.js';
import { currentText } from '../introduction-versions.js';
import type { Introduction } from '../introduction.entity.js';
import type { IntroductionsService } from '../introductions.service.js';
import { nothingToShare, notShared } from './sharing.errors.js';
import { SharedText } from './shared-text.entity.js';

/** What a shared page shows: the text and the person's name, nothing else of theirs. */
export interface SharedPage {
  fullName: string;
  purpose: TextKind;
  text: string;
}

const TOKEN_BYTES = 16;

/** Texts shared by link: made, updated only when the person says so, and ended at once. */
export class SharedTextsService {
  constructor(
    private readonly introductions: IntroductionsService,
    private readonly clock: Clock,
  ) {}

  /** The introduction's shared texts. */
  async list(em: EntityManager, user: User, introductionId: number): Promise<SharedTextResponse[]> {
    const introduction = await this.introductions.findOwned(em, user, introductionId);
    const shared = await em.find(SharedText, { introduction }, { orderBy: { sharedAt: 'asc' } });
    return shared.map((share) => view(share, introduction));
  }

  /** Shares a text as it stands now; one already shared keeps its link and its wording. */
  async share(em: EntityManager, user: User, input: unknown): Promise<{ shared: SharedTextResponse; created: boolean }> {
    const { introduction, purpose, text } = await this.target(em, user, input);
    const existing = await em.findOne(SharedText, { introduction, purpose });
    if (existing) return { shared: view(existing, introduction), created: false };
    const now = this.clock.now();
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const shared = em.create(SharedText, { token, introduction, purpose, text, sharedAt: now, updatedAt: now });
    await em.flush();
    return { shared: view(shared, introduction), created: true };
  }

  /** The shared page shows the text as it stands now. */
  async update(em: EntityManager, user: User, input: unknown): Promise<SharedTextResponse> {
    const { introduction, purpose, text } = await this.target(em, user, input);
    const shared = await em.findOne(SharedText, { introduction, purpose });
    if (!shared) throw notShared();
    shared.text = text;
    shared.updatedAt = this.clock.now();
    await em.flush();
    return view(shared, introduction);
  }

  /** The link answers 404 from now on. */
  async stop(em: EntityManager, user: User, input: unknown): Promise<void> {
    const { introductionId, purpose } = parseInput(sharedTextTargetSchema, input);
    const introduction = await this.introductions.findOwned(em, user, introductionId);
    if ((await em.nativeDelete(SharedText, { introduction, purpose })) === 0) throw notShared();
  }

  /** What the link shows, or null when it was never made or sharing stopped. */
  async page(em: EntityManager, token: string): Promise<SharedPage | null> {
    const shared = await em.findOne(SharedText, { token }, { populate: ['introduction'] });
    return shared && { fullName: shared.introduction.fullName, purpose: shared.purpose, text: shared.text };
  }

  private async target(em: EntityManager, user: User, input: unknown) {
    const { introductionId, purpose } = parseInput(sharedTextTargetSchema, input);
    const introduction = await this.introductions.findOwned(em, user, introductionId);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.textEdit, user.id, "You're sharing texts");
    const text = currentText(introduction, purpose);
    if (!text) throw nothingToShare();
    return { introduction, purpose, text };
  }
}

function view(shared: SharedText, introduction: Introduction): SharedTextResponse {
  return {
    purpose: shared.purpose,
    path: `/s/${shared.token}`,
    text: shared.text,
    current: shared.text === currentText(introduction, shared.purpose),
    sharedAt: shared.sharedAt.toISOString(),
    updatedAt: shared.updatedAt.toISOString(),
  };
}
