import { DAILY_ALLOWANCE, pageSchema, PURPOSES, setPremiumSchema } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { userNotFound } from './admin.errors.js';
import type { Clock } from '../../lib/clock.js';
import { parseInput } from '../../lib/validation.js';
import { utcToday } from '../credits/credits.service.js';
import {
  countIntroductions,
  countUsers,
  readIntroductionsByDay,
  readIntroductionsPage,
  readPurposeCounts,
  readRatingAverages,
  readTotals,
  readUser,
  readUsersPage,
  setPremium,
} from './admin.queries.js';
import type { AdminIntroductionPage, AdminStats, AdminUser, AdminUserPage, PurposeCount, RatingAverage } from './admin.types.js';

const RECENT_INTRODUCTIONS = 10;
/** introsByDay covers today and the days before it, in UTC. */
const INTRODUCTIONS_BY_DAY_WINDOW = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_ID = z.guid();

/** Every purpose of the product, 0 when unused, so charts keep their slices; any other found after. */
function withEveryPurpose(found: PurposeCount[]): PurposeCount[] {
  const counts = new Map(found.map(({ purpose, count }) => [purpose, count]));
  const others = [...counts.keys()].filter((purpose) => !(PURPOSES as readonly string[]).includes(purpose)).sort();
  return [...PURPOSES, ...others].map((purpose) => ({ purpose, count: counts.get(purpose) ?? 0 }));
}

/** What admins see: usage statistics, users, introductions; and granting premium. */
export class AdminService {
  constructor(private readonly clock: Clock) {}

  async stats(em: EntityManager): Promise<AdminStats> {
    const totals = await readTotals(em);
    const purposes = await readPurposeCounts(em);
    const recent = await readIntroductionsPage(em, RECENT_INTRODUCTIONS, 0);
    return { ...totals, introductionTypes: withEveryPurpose(purposes), recentIntroductions: recent };
  }

  async users(em: EntityManager, input: unknown): Promise<AdminUserPage> {
    const { offset, limit } = parseInput(pageSchema, input);
    const items = await readUsersPage(em, limit, offset, utcToday(this.clock.now()), DAILY_ALLOWANCE);
    return { items, total: await countUsers(em) };
  }

  async introductions(em: EntityManager, input: unknown): Promise<AdminIntroductionPage> {
    const { offset, limit } = parseInput(pageSchema, input);
    const items = await readIntroductionsPage(em, limit, offset);
    const total = await countIntroductions(em);
    const firstDay = utcToday(new Date(this.clock.now().getTime() - (INTRODUCTIONS_BY_DAY_WINDOW - 1) * DAY_MS));
    const introsByDay = await readIntroductionsByDay(em, firstDay, INTRODUCTIONS_BY_DAY_WINDOW);
    return { items, total, introsByDay };
  }

  /** How people rated the texts, per purpose and writer of the version rated. */
  ratings(em: EntityManager): Promise<RatingAverage[]> {
    return readRatingAverages(em);
  }

  /** Grants or revokes premium (unlimited credits) and answers the user's updated row. */
  async setPremium(em: EntityManager, input: unknown): Promise<AdminUser> {
    const { userId, isPremium } = parseInput(setPremiumSchema, input);
    // A malformed id names nobody; PostgreSQL would refuse it as a uuid.
    if (!USER_ID.safeParse(userId).success) throw userNotFound();
    await setPremium(em, userId, isPremium);
    const user = await readUser(em, userId, utcToday(this.clock.now()), DAILY_ALLOWANCE);
    if (user === undefined) throw userNotFound();
    return user;
  }
}
