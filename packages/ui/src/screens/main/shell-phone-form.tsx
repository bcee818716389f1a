import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY, type PhoneInputValue, type PhoneMethod } from '@portico/core';
import { useMemo, useState } from 'react';
import type { MainHandoff } from './main-shell';
import { PhoneOtpFormView, type PhoneOtpFormViewProps } from './phone-otp-form-view';

/**
 * Main's first paint's phone form, with a plain field state: the default country until the parser
 * arrives (as `usePhoneInput` starts). A chunk of its own (issue 41): a config whose first tab is
 * email does not carry the phone field in its first load; one whose first tab is a phone tab
 * waits for this chunk (`main-shell.tsx`).
 */
export interface ShellPhoneFormProps {
  method: PhoneMethod;
  form: PhoneOtpFormViewProps['form'];
  handoff: MainHandoff;
}

export function ShellPhoneForm({ method, form, handoff }: ShellPhoneFormProps) {
  const last = handoff.draft.phone?.method === method ? handoff.draft.phone : null;
  const [value, setValue] = useState<PhoneInputValue>(() => ({
    regionCode: last?.regionCode ?? DEFAULT_COUNTRY,
    callingCode: last?.callingCode ?? DEFAULT_CALLING_CODE,
    text: last?.text ?? '',
  }));
  const countries = useMemo(() => [{ regionCode: value.regionCode, callingCode: value.callingCode }], [value.regionCode, value.callingCode]);
  const phone = {
    value,
    countries,
    setText: (text: string) => {
      const next = { ...value, text };
      setValue(next);
      handoff.draft.phone = { ...next, method };
    },
    setCountry: () => {},
  };
  return <PhoneOtpFormView method={method} form={form} phone={phone} />;
}
