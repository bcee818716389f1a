import type { PhoneMethod } from '@portico/core';
import type { UseLoginFormResult, UsePhoneInputResult } from '@portico/core/react';
import { useId, useRef, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { PhoneInput } from '../../primitives/phone-input';

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
  const { t, errorText, locale } = useMessages();
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
      <Field>
        <FieldLabel htmlFor={inputId}>{t('field.phone.label')}</FieldLabel>
        <PhoneInput
          ref={input}
          id={inputId}
          name="phone"
          required
          placeholder={t('field.phone.placeholder')}
          value={phone.value.text}
          onValueChange={phone.setText}
          countries={phone.countries}
          regionCode={phone.value.regionCode}
          onRegionCodeChange={phone.setCountry}
          countryLabel={t('field.phone.country')}
          {...(locale && { locale })}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <FieldError id={errorId}>
          {error && <MessageText text={error.type === 'phone_required' ? t('validation.phoneRequired') : errorText(error)} />}
        </FieldError>
      </Field>
      <Button type="submit" isLoading={form.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
