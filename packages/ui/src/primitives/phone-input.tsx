import { forwardRef, useId, useMemo, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useHydrating } from '../lib/use-hydrating';
import { fieldBoxClassName, inputClassName } from './input';

interface PhoneCountryOption {
  regionCode: string;
  callingCode: string;
}

type PhoneInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange(value: string): void;
  countries: PhoneCountryOption[];
  regionCode: string;
  onRegionCodeChange(regionCode: string): void;
  /** Accessible name of the country picker ('Country code'). */
  countryLabel: string;
  /** For country names; defaults to the browser's language (English on the server and while hydrating). */
  locale?: string;
};

/**
 * What the compact picker shows for a country: 'US +1'. Text, not a flag emoji: a platform
 * without a flag font (Windows has none; many Linux desktops lack an emoji font) draws those as
 * empty boxes or loose letters, and a native <select> cannot show flag images. The picker's
 * accessible name and its options ('United States (+1)') say the rest.
 */
function countryShown(regionCode: string, callingCode: string | undefined): string {
  return callingCode === undefined ? regionCode.toUpperCase() : `${regionCode.toUpperCase()} +${callingCode}`;
}

function useCountryNames(countries: PhoneCountryOption[], locale: string | undefined) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' });
    } catch {
      names = null;
    }
    return countries
      .map((country) => ({ ...country, name: names?.of(country.regionCode) ?? country.regionCode }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [countries, locale]);
}

/**
 * A phone number field: a native country picker (accessible everywhere, shown compactly as
 * region and calling code, 'US +1') and a `tel` input for the national number.
 */
const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onValueChange, countries, regionCode, onRegionCodeChange, countryLabel, locale, className, disabled, id, ...props },
  ref,
) {
  // Ids of their own for the number and the picker (the caller's id stays the number's: its label's).
  const ownId = useId();
  const numberId = id ?? ownId;
  // The browser's language is the browser's alone: the server's HTML, and the render that
  // hydrates it, name countries in English.
  const hydrating = useHydrating();
  const options = useCountryNames(countries, locale ?? (hydrating ? 'en' : undefined));
  const selected = countries.find((country) => country.regionCode === regionCode);
  return (
    // The number keeps room for the placeholder ('(201) 555-0123', 14 characters, and the field's
    // padding and border): where the country's box leaves less, the number takes a row of its own.
    <div data-slot="phone-input" className={cn('pt:flex pt:w-full pt:flex-wrap pt:gap-2', className)}>
      <div
        data-slot="phone-input-country"
        className={cn(
          fieldBoxClassName,
          'pt:relative pt:flex pt:shrink-0 pt:items-center pt:gap-tight pt:focus-within:ring-2 pt:focus-within:ring-primary pt:focus-within:ring-offset-1',
        )}
      >
        {/* `dir`: '+55' stays '+55' in a right-to-left page (the bidi algorithm would move the sign). */}
        <span aria-hidden="true" dir="ltr" className="pt:whitespace-nowrap">
          {countryShown(regionCode, selected?.callingCode)}
        </span>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="pt:size-3 pt:text-secondary" fill="currentColor">
          <path d="M4 6l4 4 4-4z" />
        </svg>
        <select
          id={`${numberId}-country`}
          // The phone number's country: autofill's token for it (the number itself is tel-national).
          name="tel-country"
          autoComplete="tel-country-code"
          aria-label={countryLabel}
          value={regionCode}
          disabled={disabled}
          onChange={(event) => onRegionCodeChange(event.target.value)}
          className="pt:absolute pt:inset-0 pt:cursor-pointer pt:opacity-0"
        >
          {options.map((country) => (
            <option key={country.regionCode} value={country.regionCode}>
              {country.name} (+{country.callingCode})
            </option>
          ))}
        </select>
      </div>
      <input
        ref={ref}
        data-slot="phone-input-number"
        id={numberId}
        type="tel"
        // Phone numbers read left to right in every script: a right-to-left page would reorder
        // '11 91234 5678' group by group.
        dir="ltr"
        inputMode="tel"
        autoComplete="tel-national"
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(inputClassName, 'pt:flex-[1_1_calc(14ch+1.625rem)]')}
        {...props}
      />
    </div>
  );
});

export { PhoneInput, countryShown, type PhoneCountryOption, type PhoneInputProps };
