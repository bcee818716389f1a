import { usePhoneInput } from '@portico/core/react';
import { PhoneOtpFormView, type PhoneOtpFormProps } from './phone-otp-form-view';

export type { PhoneOtpFormProps };

/** Main's phone form, with the phone field's flow (`usePhoneInput`: reformatting, countries). */
export function PhoneOtpForm({ method, form }: PhoneOtpFormProps) {
  const last = form.phone?.method === method ? form.phone : null;
  const phone = usePhoneInput(last ? { regionCode: last.regionCode, callingCode: last.callingCode, text: last.text } : {});
  return <PhoneOtpFormView method={method} form={form} phone={phone} />;
}
