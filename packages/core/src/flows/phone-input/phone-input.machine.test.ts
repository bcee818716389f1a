import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createFakePhoneParser } from '../../testing';
import type { PhoneNumberParser } from '../../validation/phone';
import { phoneInputMachine } from './phone-input.machine';
import { selectPhoneInputView } from './phone-input.selectors';

function startPhone(loadParser: () => Promise<PhoneNumberParser>) {
  const actor = createActor(phoneInputMachine.provide({ actors: { loadParser: fromPromise(loadParser) } }), {
    input: {},
  }).start();
  return { actor, view: () => selectPhoneInputView(actor.getSnapshot()) };
}

describe('phone input', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to the US (+1) and keeps raw text while the parser loads', () => {
    const { actor, view } = startPhone(() => new Promise(() => {}));
    expect(view()).toMatchObject({
      value: { regionCode: 'US', callingCode: '1', text: '' },
      countries: [{ regionCode: 'US', callingCode: '1' }],
      formatting: 'loading',
    });
    actor.send({ type: 'phone.change', text: '4155550100' });
    expect(view().value.text).toBe('4155550100');
  });

  it('reformats to national format as the user types once loaded', async () => {
    const { actor, view } = startPhone(() => Promise.resolve(createFakePhoneParser()));
    await vi.advanceTimersByTimeAsync(0);
    expect(view().formatting).toBe('ready');
    actor.send({ type: 'phone.change', text: '4155' });
    expect(view().value.text).toBe('(415) 5');
    actor.send({ type: 'phone.change', text: '(415) 5550100' });
    expect(view().value.text).toBe('(415) 555-0100');
  });

  it('formats what was typed before the parser arrived', async () => {
    let finish!: (parser: PhoneNumberParser) => void;
    const { actor, view } = startPhone(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'phone.change', text: '4155550100' });
    finish(createFakePhoneParser());
    await vi.advanceTimersByTimeAsync(0);
    expect(view().value.text).toBe('(415) 555-0100');
  });

  it('never reformats a deletion, so brackets can be erased', async () => {
    const { actor, view } = startPhone(() => Promise.resolve(createFakePhoneParser()));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'phone.change', text: '415' });
    expect(view().value.text).toBe('415');
    actor.send({ type: 'phone.change', text: '4155' });
    actor.send({ type: 'phone.change', text: '(415) ' });
    expect(view().value.text).toBe('(415) ');
  });

  it('gives up reformatting after 10 s and keeps the raw text', async () => {
    const { actor, view } = startPhone(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(view().formatting).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(view().formatting).toBe('unavailable');
    actor.send({ type: 'phone.change', text: '4155550100' });
    expect(view().value.text).toBe('4155550100');
  });

  it('keeps raw text when the parser fails to load', async () => {
    const { view } = startPhone(() => Promise.reject(new Error('chunk failed')));
    await vi.advanceTimersByTimeAsync(0);
    expect(view().formatting).toBe('unavailable');
  });

  it('changes country, with its calling code, once the list is known', async () => {
    const { actor, view } = startPhone(() => Promise.resolve(createFakePhoneParser()));
    actor.send({ type: 'country.change', regionCode: 'GB' });
    expect(view().value.regionCode).toBe('US');
    await vi.advanceTimersByTimeAsync(0);
    expect(view().countries.map((c) => c.regionCode)).toEqual(['US', 'GB']);
    actor.send({ type: 'country.change', regionCode: 'GB' });
    expect(view().value).toMatchObject({ regionCode: 'GB', callingCode: '44' });
    actor.send({ type: 'country.change', regionCode: 'ZZ' });
    expect(view().value.regionCode).toBe('GB');
  });
});
