import { useMemo } from 'react';
import { useMessages } from '../../../messages';

/** The largest unit that still counts at least one of it, and how many seconds it holds. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** An RFC 3339 time as a Date, or null when it is missing or not one. */
export function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How long ago (or from now) `value` is, in the language's words: 'now', '5 minutes ago',
 * 'yesterday', 'last month', 'in 2 days' (`Intl.RelativeTimeFormat`, `numeric: 'auto'`). Under a
 * minute is 'now'. '' for a missing or unreadable time.
 */
export function formatRelativeTime(value: string | null | undefined, locale: string | undefined, now: number = Date.now()): string {
  const date = parseTime(value);
  if (!date) return '';
  const seconds = (date.getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A date in the language's own way ('12 March 2026', '2026年3月12日'); with the time of day when `withTime`. '' for a missing or unreadable time. */
export function formatDate(value: string | null | undefined, locale: string | undefined, withTime = false): string {
  const date = parseTime(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(date);
}

/** The three, on the widget's language (`useMessages().locale`). */
export function useTimeFormat(): {
  relative(value: string | null | undefined): string;
  date(value: string | null | undefined): string;
  dateTime(value: string | null | undefined): string;
} {
  const { locale } = useMessages();
  return useMemo(
    () => ({
      relative: (value) => formatRelativeTime(value, locale),
      date: (value) => formatDate(value, locale),
      dateTime: (value) => formatDate(value, locale, true),
    }),
    [locale],
  );
}

/**
 * A time in the page: `<time datetime>` with the relative words ('5 minutes ago') or the date,
 * and for relative words the full date and time as its tooltip. Nothing for a missing time.
 */
export function TimeText({ value, format = 'relative' }: { value: string | null | undefined; format?: 'relative' | 'date' | 'dateTime' }) {
  const time = useTimeFormat();
  const date = parseTime(value);
  if (!date || !value) return null;
  return (
    <time dateTime={value} {...(format === 'relative' && { title: time.dateTime(value) })}>
      {time[format](value)}
    </time>
  );
}
