import { describe, expect, it } from 'vitest';
import { formatCountdown } from './expiry-notice';

describe('formatCountdown', () => {
  it("writes m:ss in the language's digits", () => {
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(299, 'en')).toBe('4:59');
    expect(formatCountdown(65, 'de')).toBe('1:05');
    expect(formatCountdown(0, 'ja')).toBe('0:00');
    expect(formatCountdown(299, 'ar-EG')).toBe('٤:٥٩');
    expect(formatCountdown(600, 'fa')).toBe('۱۰:۰۰');
  });
});
