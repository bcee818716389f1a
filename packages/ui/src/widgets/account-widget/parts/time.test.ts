import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime, parseTime } from './time';

const now = Date.parse('2026-11-29T12:00:00Z');

describe('the account’s times', () => {
  it('says how long ago in the language’s words, by the largest unit', () => {
    expect(formatRelativeTime('2026-11-29T11:59:30Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2026-11-29T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-29T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-28T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-10T12:00:00Z', 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2025-10-01T12:00:00Z', 'en', now)).toBe('last year');
    expect(formatRelativeTime('2026-12-01T12:00:00Z', 'en', now)).toBe('in 2 days');
    expect(formatRelativeTime('2026-11-29T11:55:00Z', 'de', now)).toBe('vor 5 Minuten');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(formatRelativeTime(null, 'en', now)).toBe('');
    expect(formatRelativeTime('not a time', 'en', now)).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(parseTime('')).toBeNull();
  });

  it('writes dates as the language does', () => {
    expect(formatDate('2026-03-12T10:00:00Z', 'en')).toBe('March 12, 2026');
    expect(formatDate('2026-03-12T10:00:00Z', 'de')).toBe('12. März 2026');
    expect(formatDate('2026-03-12T10:00:00Z', 'ja')).toBe('2026年3月12日');
  });
});
