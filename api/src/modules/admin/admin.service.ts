import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { notFound } from '../../graphql/errors.js';
import type { Clock } from '../../lib/clock.js';
import { parseInput } from '../../lib/validation.js';
import { DAILY_ALLOWANCE, utcToday } from '../credits/credits.service.js';
import { PURPOSES } from '../generation/generation.types.js';
import {
  INTRODUCTION_COUNT_SQL,
  INTRODUCTIONS_BY_DAY_SQL,
  INTRODUCTIONS_PAGE_SQL,
  PURPOSE_COUNTS_SQL,
  RATINGS_BY_PURPOSE_AND_WRITER_SQL,
  SET_PREMIUM_SQL,
  TOTALS_SQL,
  USER_BY_ID_SQL,
  USER_COUNT_SQL,
  USERS_PAGE_SQL,
} from './admin.queries.js';
import { pageSchema, setPremiumSchema } from './admin.schemas.js';
import type {
  AdminIntroduction,
  AdminIntroductionPage,
  AdminStats,
  AdminUser,
  AdminUserPage,
  DayCount,
  PurposeCount,
  RatingAverage,
} from './admin.types.js';

const RECENT_INTRODUCTIONS = 10;
/** introsByDay covers today and the days before it, in UTC. */
const INTRODUCTIONS_BY_DAY_WINDOW = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_ID = z.guid();

type Totals = Omit<AdminStats, 'introductionTypes' | 'recentIntroductions'>;

/** A row as the queries answer it: createdAt in epoch milliseconds. */
type Raw<T extends { createdAt: Date }> = Omit<T, 'createdAt'> & { createdAt: number };

function withDates<T extends { createdAt: Date }>(rows: Raw<T>[]): T[] {
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }) as T);
}

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
    const connection = em.getConnection();
    const [totals] = await connection.execute<[Totals]>(TOTALS_SQL);
    const purposes = await connection.execute<PurposeCount[]>(PURPOSE_COUNTS_SQL);
    const recent = await connection.execute<Raw<AdminIntroduction>[]>(INTRODUCTIONS_PAGE_SQL, [
      RECENT_INTRODUCTIONS,
      0,
    ]);
    return { ...totals, introductionTypes: withEveryPurpose(purposes), recentIntroductions: withDates(recent) };
  }

  async users(em: EntityManager, input: unknown): Promise<AdminUserPage> {
    const { offset, limit } = parseInput(pageSchema, input);
    const connection = em.getConnection();
    const rows = await connection.execute<Raw<AdminUser>[]>(USERS_PAGE_SQL, [
      limit,
      offset,
      utcToday(this.clock.now()),
      DAILY_ALLOWANCE,
    ]);
    const [{ total }] = await connection.execute<[{ total: number }]>(USER_COUNT_SQL);
    return { items: withDates(rows), total };
  }

  async introductions(em: EntityManager, input: unknown): Promise<AdminIntroductionPage> {
    const { offset, limit } = parseInput(pageSchema, input);
    const connection = em.getConnection();
    const rows = await connection.execute<Raw<AdminIntroduction>[]>(INTRODUCTIONS_PAGE_SQL, [limit, offset]);
    const [{ total }] = await connection.execute<[{ total: number }]>(INTRODUCTION_COUNT_SQL);
    const firstDay = utcToday(new Date(this.clock.now().getTime() - (INTRODUCTIONS_BY_DAY_WINDOW - 1) * DAY_MS));
    const introsByDay = await connection.execute<DayCount[]>(INTRODUCTIONS_BY_DAY_SQL, [
      firstDay,
      firstDay,
      INTRODUCTIONS_BY_DAY_WINDOW,
    ]);
    return { items: withDates(rows), total, introsByDay };
  }

  /** How people rated the texts, per purpose and writer of the version rated. */
  ratings(em: EntityManager): Promise<RatingAverage[]> {
    return em.getConnection().execute<RatingAverage[]>(RATINGS_BY_PURPOSE_AND_WRITER_SQL);
  }

  /** Grants or revokes premium (unlimited credits) and answers the user's updated row. */
  async setPremium(em: EntityManager, input: unknown): Promise<AdminUser> {
    const { userId, isPremium } = parseInput(setPremiumSchema, input);
    // A malformed id names nobody; PostgreSQL would refuse it as a uuid.
    if (!USER_ID.safeParse(userId).success) throw notFound('User not found');
    const connection = em.getConnection();
    await connection.execute(SET_PREMIUM_SQL, [randomUUID(), isPremium, userId], 'run');
    const [user] = withDates(
      await connection.execute<Raw<AdminUser>[]>(USER_BY_ID_SQL, [utcToday(this.clock.now()), DAILY_ALLOWANCE, userId]),
    );
    if (user === undefined) throw notFound('User not found');
    return user;
  }
}
