import { lazyValue } from './lazy-value';

// Building a formatter loads locale data, which takes a noticeable moment on a slow phone.
const dateFormat = lazyValue(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));

/** en-GB short date, e.g. "5 Jan 2024". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

const dateTimeFormat = lazyValue(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
);

/** en-GB short date and time, e.g. "5 Jan, 10:00". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}
