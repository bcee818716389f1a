import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY, PHONE_REFORMAT_TIMEOUT_MS } from '../../config/constants';
import type { PhoneCountry, PhoneInputValue, PhoneNumberParser } from '../../validation/phone';

export interface PhoneInputInput {
  regionCode?: string;
  callingCode?: string;
  text?: string;
}

export interface PhoneInputContext extends PhoneInputValue {
  parser: PhoneNumberParser | null;
  /** Countries the picker can offer; only the default until the parser has loaded. */
  countries: PhoneCountry[];
}

export type PhoneInputEvent =
  | { type: 'phone.change'; text: string }
  | { type: 'country.change'; regionCode: string };

/**
 * A phone field (spec §5): default country US; while typing, the number is reformatted to the
 * country's national format once the parser has loaded; if it has not loaded within 10 s,
 * reformatting gives up and the raw text stays.
 */
export const phoneInputMachine = setup({
  types: {
    input: {} as PhoneInputInput,
    context: {} as PhoneInputContext,
    events: {} as PhoneInputEvent,
  },
  actors: {
    loadParser: fromPromise<PhoneNumberParser>(() => Promise.reject(new Error('loadParser actor not provided'))),
  },
  actions: {
    setRawText: assign({ text: ({ event }) => (event.type === 'phone.change' ? event.text : '') }),
    formatText: assign({
      text: ({ context, event }) => {
        if (event.type !== 'phone.change') return context.text;
        // Never reformat a deletion: the formatter would put back the bracket the user removed.
        if (!context.parser || event.text.length < context.text.length) return event.text;
        return context.parser.formatAsYouType(event.text, context.regionCode);
      },
    }),
    setCountry: assign(({ context, event }) => {
      if (event.type !== 'country.change') return {};
      const country = context.countries.find((candidate) => candidate.regionCode === event.regionCode);
      if (!country) return {};
      const text = context.parser ? context.parser.formatAsYouType(context.text, country.regionCode) : context.text;
      return { regionCode: country.regionCode, callingCode: country.callingCode, text };
    }),
  },
  delays: {
    reformatGiveUp: PHONE_REFORMAT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'phoneInput',
  context: ({ input }) => {
    const regionCode = input.regionCode ?? DEFAULT_COUNTRY;
    const callingCode = input.callingCode ?? DEFAULT_CALLING_CODE;
    return { regionCode, callingCode, text: input.text ?? '', parser: null, countries: [{ regionCode, callingCode }] };
  },
  initial: 'loading',
  on: {
    'phone.change': { actions: 'setRawText' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadParser',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            parser: event.output,
            countries: event.output.countries(),
            text: context.text ? event.output.formatAsYouType(context.text, context.regionCode) : context.text,
          })),
        },
        onError: 'unavailable',
      },
      after: { reformatGiveUp: 'unavailable' },
    },
    ready: {
      on: {
        'phone.change': { actions: 'formatText' },
        'country.change': { actions: 'setCountry' },
      },
    },
    unavailable: {},
  },
});
