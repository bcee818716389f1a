import { fallbackPhoneNumber, loadPhoneNumberParser, phoneDigits, type PhoneInputValue } from '@portico/core';
import { usePhoneInput, type UseMfaResult } from '@portico/core/react';
import { useId, useState, type FormEvent } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { PhoneNumberField } from '../main/phone-number-field';

const E164 = /^\+\d{7,15}$/;

/** The number typed, in E.164, or null when it cannot be one (libphonenumber's rules, else Main's fallback). */
async function toE164(value: PhoneInputValue): Promise<string | null> {
  const parsed = await loadPhoneNumberParser().then(
    (parser) => parser.parse({ phoneNumber: value.text, regionCode: value.regionCode }),
    () => fallbackPhoneNumber(value),
  );
  return parsed.isValid && E164.test(parsed.number) ? parsed.number : null;
}

/**
 * A phone number to add as the second factor (under `policy: 'required'`): Main's phone field
 * (country picker, reformatted as typed); a code is texted to it next. An empty or impossible
 * number says so under the field.
 */
export function PhoneEntry({ mfa }: { mfa: Pick<UseMfaResult, 'submitPhone'> }) {
  const { t } = useMessages();
  const phone = usePhoneInput();
  const inputId = useId();
  const errorId = useId();
  const descriptionId = useId();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<'validation.phoneRequired' | 'error.invalid_phone_number' | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (phoneDigits(phone.value.text) === '') {
      setError('validation.phoneRequired');
      return;
    }
    setChecking(true);
    const number = await toE164(phone.value);
    setChecking(false);
    if (number === null) {
      setError('error.invalid_phone_number');
      return;
    }
    setError(null);
    mfa.submitPhone(number);
  };
  return (
    <>
      <ScreenHeader title={t('mfa.phone.title')} description={t('mfa.phone.text')} descriptionId={descriptionId} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="pt:flex pt:flex-col pt:gap-stack">
        <PhoneNumberField
          id={inputId}
          errorId={errorId}
          label={t('field.phone.label')}
          phone={phone}
          error={error && t(error)}
          describedBy={descriptionId}
          onTextChange={() => setError(null)}
        />
        <Button type="submit" isLoading={checking}>
          {t('login.submit')}
        </Button>
      </form>
    </>
  );
}
