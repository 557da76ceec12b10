import { decodeStoredText } from '@firstwords/contracts';
import type { AdminUsersQuery } from '@/graphql/__generated__/graphql';
import { purposeLabel } from '@/lib/purposes';

export type AdminUserRow = AdminUsersQuery['adminUsers']['items'][number];

/** A labelled number, as the overview shows it in cards and charts. */
export interface Figure {
  label: string;
  value: number;
}

/** A part of a whole, with its share of it in whole per cent. */
export function withShare(part: number, whole: number): string {
  return `${part.toLocaleString('en-GB')} (${whole > 0 ? Math.round((part / whole) * 100) : 0}%)`;
}

/** Admin tables show the first 8 characters of a user id (docs/product.md, Admin). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export function adminUserName(user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'username'>): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return decodeStoredText(fullName) || user.username;
}

/** -1 stands for unlimited credits (docs/product.md, Credits). */
export function creditsLabel(remaining: number): string {
  return remaining === -1 ? 'Unlimited' : String(remaining);
}

// Days come as "YYYY-MM-DD" in UTC; shown in en-GB without shifting them into the local time zone.
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function formatUtcDay(day: string, format: Intl.DateTimeFormat): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** "5 Jan 2024". */
export function formatDay(day: string): string {
  return formatUtcDay(day, dayFormat);
}

/** "5 Jan", for a chart axis where the year would crowd the labels. */
export function formatShortDay(day: string): string {
  return formatUtcDay(day, shortDayFormat);
}

/** Counts per purpose label; purposes shown under the same label (docs/product.md, Purposes and lengths) are added together. */
export function countsByPurpose(types: ReadonlyArray<{ purpose: string; count: number }>): Figure[] {
  const totals = new Map<string, number>();
  for (const { purpose, count } of types) {
    const label = purposeLabel(purpose);
    totals.set(label, (totals.get(label) ?? 0) + count);
  }
  return [...totals].map(([label, value]) => ({ label, value }));
}
