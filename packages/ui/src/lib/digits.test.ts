import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it('reads Arabic-Indic, Persian and full-width digits as ASCII, and leaves the rest', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(toAsciiDigits('code: ١٢3-456')).toBe('code: 123-456');
  });
});
