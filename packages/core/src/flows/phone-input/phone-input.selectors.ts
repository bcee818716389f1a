import type { SnapshotFrom } from 'xstate';
import type { PhoneCountry, PhoneInputValue } from '../../validation/phone';
import type { phoneInputMachine } from './phone-input.machine';

export interface PhoneInputView {
  value: PhoneInputValue;
  countries: PhoneCountry[];
  /** 'loading' until the parser arrives, 'ready' once typing is reformatted, 'unavailable' after giving up. */
  formatting: 'loading' | 'ready' | 'unavailable';
}

export function selectPhoneInputView(snapshot: SnapshotFrom<typeof phoneInputMachine>): PhoneInputView {
  const { regionCode, callingCode, text, countries } = snapshot.context;
  return {
    value: { regionCode, callingCode, text },
    countries,
    formatting: snapshot.value as PhoneInputView['formatting'],
  };
}
