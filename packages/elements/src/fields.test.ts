import { describe, expect, it } from 'vitest';
import { COMMON_FIELDS, parseAttribute, parseField, sameValue } from './fields';

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

describe('a url field (back-url)', () => {
  const url = { attribute: 'back-url', kind: 'url', restarts: false } as const;
  it('takes http(s) URLs and paths on this site', () => {
    for (const text of ['https://example.com/account', 'http://localhost:3000/', '/account', 'account?tab=2', '']) {
      expect(parseField(url, 'the back-url attribute', text)).toEqual({ ok: true, value: text });
    }
  });

  it('refuses any other scheme: javascript:, data:, …', () => {
    for (const text of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const parsed = parseField(url, 'the back-url attribute', text);
      expect(parsed.ok, text).toBe(false);
      expect(!parsed.ok && parsed.message).toMatch(/^the back-url attribute must be an http\(s\) URL or a path on this site, not "/);
    }
  });
});

describe('a list field (providers)', () => {
  const list = { attribute: 'providers', kind: 'list', restarts: true } as const;
  it('reads a JSON list of strings from attribute text, or takes the list itself', () => {
    expect(parseField(list, 'the providers attribute', '["google", "github"]')).toEqual({ ok: true, value: ['google', 'github'] });
    const providers = ['apple'];
    expect(parseField(list, 'the providers property', providers)).toEqual({ ok: true, value: providers });
    expect(parseField(list, 'the providers attribute', ' ')).toEqual({ ok: true, value: null });
  });

  it('refuses anything else, saying what it was', () => {
    expect(parseField(list, 'the providers attribute', '{"google": true}')).toEqual({
      ok: false,
      message: 'the providers attribute must be a JSON list of strings (e.g. ["google", "github"]), not an object.',
    });
    expect(parseField(list, 'the providers attribute', '["google", 1]')).toEqual({
      ok: false,
      message: 'the providers attribute must be a JSON list of strings (e.g. ["google", "github"]), not a list with something else in it.',
    });
    expect(parseField(list, 'the providers property', 'google').ok).toBe(false);
    const parsed = parseField(list, 'the providers attribute', '["google",');
    expect(!parsed.ok && parsed.message).toMatch(/^the providers attribute is not valid JSON \(.+\)\.$/);
  });

  it('compares by content', () => {
    expect(sameValue(list, ['google'], ['google'])).toBe(true);
    expect(sameValue(list, ['google'], ['github'])).toBe(false);
  });
});

describe('parseAttribute', () => {
  it('says which binding to use when a framework wrote an object as an attribute', () => {
    const parsed = parseAttribute(COMMON_FIELDS.clientOptions, 'clientOptions', '[object Object]');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toBe(
      'the client-options attribute is "[object Object]": an object was set as an attribute, which turns it into text. ' +
        'Set the clientOptions property instead (Vue: :client-options.prop="…", or load @portico/elements before the app mounts; ' +
        'Svelte: client-options={…}; Angular: [clientOptions]="…"; JavaScript: element.clientOptions = {…}).',
    );
  });

  it('reads JSON and text as parseField does, naming the attribute', () => {
    expect(parseAttribute(json, 'config', '{"products": ["otp"]}')).toEqual({ ok: true, value: { products: ['otp'] } });
    expect(parseAttribute(json, 'config', '[1]')).toEqual({ ok: false, message: 'the config attribute must be a JSON object, not an array.' });
    // Text fields take any text, that one too.
    expect(parseAttribute(text, 'locale', '[object Object]')).toEqual({ ok: true, value: '[object Object]' });
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
