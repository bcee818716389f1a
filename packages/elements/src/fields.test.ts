import { describe, expect, it } from 'vitest';
import { COMMON_FIELDS, parseField, sameValue } from './fields';

const json = COMMON_FIELDS.config;
const text = COMMON_FIELDS.locale;

describe('parseField', () => {
  it('reads a JSON object from attribute text, or takes the object itself', () => {
    expect(parseField(json, 'the config attribute', '{"products": ["otp"]}')).toEqual({ ok: true, value: { products: ['otp'] } });
    const config = { products: ['otp'] };
    expect(parseField(json, 'the config property', config)).toEqual({ ok: true, value: config });
  });

  it('unsets on null, undefined and empty text', () => {
    for (const input of [null, undefined, '', '   ']) expect(parseField(json, 'x', input)).toEqual({ ok: true, value: null });
  });

  it('says what is wrong with bad JSON, naming the attribute', () => {
    const parsed = parseField(json, 'the config attribute', '{"products": ["otp",}');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^the config attribute is not valid JSON \(.+\)\.$/);
  });

  it('refuses JSON that is not an object', () => {
    expect(parseField(json, 'the styles attribute', '[1, 2]')).toEqual({ ok: false, message: 'the styles attribute must be a JSON object, not an array.' });
    expect(parseField(json, 'the styles attribute', '"blue"')).toEqual({ ok: false, message: 'the styles attribute must be a JSON object, not a string.' });
    expect(parseField(json, 'the styles property', 42)).toEqual({ ok: false, message: 'the styles property must be a JSON object, not a number.' });
    expect(parseField(json, 'the styles attribute', 'null')).toEqual({ ok: false, message: 'the styles attribute must be a JSON object, not null.' });
  });

  it('keeps text as text', () => {
    expect(parseField(text, 'the locale attribute', 'es')).toEqual({ ok: true, value: 'es' });
    expect(parseField(text, 'the locale property', 12)).toEqual({ ok: true, value: '12' });
  });
});

describe('sameValue', () => {
  it('compares JSON fields by content, the rest by identity', () => {
    expect(sameValue(json, { products: ['otp'] }, { products: ['otp'] })).toBe(true);
    expect(sameValue(json, { products: ['otp'] }, { products: ['passwords'] })).toBe(false);
    expect(sameValue(json, null, { products: [] })).toBe(false);
    expect(sameValue(COMMON_FIELDS.client, {}, {})).toBe(false);
    expect(sameValue(text, 'es', 'es')).toBe(true);
  });
});
