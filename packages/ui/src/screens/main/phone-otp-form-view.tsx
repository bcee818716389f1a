import type { PhoneMethod } from '@portico/core';
import type { UseLoginFormResult, UsePhoneInputResult } from '@portico/core/react';
import { useId, useRef, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { PhoneNumberField } from './phone-number-field';

export interface PhoneOtpFormProps {
  method: PhoneMethod;
  form: Pick<UseLoginFormResult, 'submitPhone' | 'isPending' | 'error' | 'phone'>;
}

export interface PhoneOtpFormViewProps extends PhoneOtpFormProps {
  /** The field's state (`usePhoneInput`, or the first paint's plain one). */
  phone: Pick<UsePhoneInputResult, 'value' | 'countries' | 'setText' | 'setCountry'>;
}

/** Main's phone form (Text, WhatsApp), given the field's state: the screen's and its first paint's markup. */
export function PhoneOtpFormView({ method, form, phone }: PhoneOtpFormViewProps) {
  const { t, errorText } = useMessages();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, phone.value.text, phone.setText);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.isPending) form.submitPhone(method, phone.value);
  };
  const error = form.error;
  // `method="dialog"`: server-rendered, this form can be submitted before React has hydrated it
  // (its scripts still loading). Outside a <dialog> such a submission does nothing, where the
  // default (a GET of the page) would reload it with what was typed in the URL.
  return (
    <form noValidate method="dialog" onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-4" data-slot="phone-otp-form" data-method={method}>
      <PhoneNumberField
        ref={input}
        id={inputId}
        errorId={errorId}
        label={t('field.phone.label')}
        phone={phone}
        error={error && <MessageText text={error.type === 'phone_required' ? t('validation.phoneRequired') : errorText(error)} />}
      />
      <Button type="submit" isLoading={form.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
