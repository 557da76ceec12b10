import { CURSOR_MESSAGE, listPageSchema } from '@firstwords/contracts';
import { z } from 'zod';

/** A cursor is the base64url of "<microseconds>.<id>" of the last row of the previous page. */
export const listPageQuerySchema = listPageSchema.transform(({ limit, cursor }, context) => {
  if (cursor === undefined) return { limit, cursor };
  const match = /^(\d{1,20})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) {
    context.addIssue({ code: 'custom', path: ['cursor'], message: CURSOR_MESSAGE });
    return z.NEVER;
  }
  return { limit, cursor: { micros: match[1], id: Number(match[2]) } };
});

export const encodeCursor = (micros: string, id: number) => Buffer.from(`${micros}.${id}`).toString('base64url');
