import { z } from './zod.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const devLoginSchema = z.object({
  email,
  name: z.string().trim().max(120, 'Name is too long').optional(),
});

export const adminLoginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});

export const googleLoginSchema = z.object({
  credential: z.string({ error: 'A Google credential is required' }).min(1, 'A Google credential is required').max(8192),
});
