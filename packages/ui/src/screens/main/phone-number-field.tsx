import type { UsePhoneInputResult } from '@portico/core/react';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { useMessages } from '../../messages';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { PhoneInput } from '../../primitives/phone-input';

type PhoneInputProps = ComponentProps<typeof PhoneInput>;

export interface PhoneNumberFieldProps
  extends Omit<PhoneInputProps, 'id' | 'value' | 'onValueChange' | 'countries' | 'regionCode' | 'onRegionCodeChange' | 'countryLabel' | 'locale' | 'aria-invalid' | 'aria-describedby'> {
  /** The input's id (the label's `htmlFor`). */
  id: string;
  /** The error's id, which the input names in its `aria-describedby`. */
  errorId: string;
  /** The label's words ('Phone number', or a section's own). */
  label: string;
  /** The field's state (`usePhoneInput`, or the first paint's plain one). */
  phone: Pick<UsePhoneInputResult, 'value' | 'countries' | 'setText' | 'setCountry'>;
  /** What is wrong with the number, said under the field (none: nothing). */
  error: ReactNode;
  /** Other ids the input is described by (a screen's text), before the error's. */
  describedBy?: string;
  /** Called as the user types, after the field's state has the text (a form clearing its error). */
  onTextChange?: (text: string) => void;
}

/**
 * Main's phone field as every phone form draws it: the label, the country picker and the number
 * reformatted as typed (`PhoneInput`), and what is wrong with it under the field. Main's Text and
 * WhatsApp form, the MFA screen's number to add and the account's new number share it.
 */
export const PhoneNumberField = forwardRef<HTMLInputElement, PhoneNumberFieldProps>(function PhoneNumberField(
  { id, errorId, label, phone, error, describedBy, onTextChange, ...props },
  ref,
) {
  const { t, locale } = useMessages();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <PhoneInput
        ref={ref}
        id={id}
        name="phone"
        required
        placeholder={t('field.phone.placeholder')}
        {...props}
        value={phone.value.text}
        onValueChange={(text) => {
          phone.setText(text);
          onTextChange?.(text);
        }}
        countries={phone.countries}
        regionCode={phone.value.regionCode}
        onRegionCodeChange={phone.setCountry}
        countryLabel={t('field.phone.country')}
        {...(locale && { locale })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy ? `${describedBy} ${errorId}` : errorId}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
});
