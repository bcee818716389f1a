import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneInput, countryShown } from './phone-input';

/** Regional-indicator symbols (flag emoji): empty boxes where no flag font exists. */
const FLAG_LETTERS = /[\u{1F1E6}-\u{1F1FF}]/u;

const countries = [
  { regionCode: 'US', callingCode: '1' },
  { regionCode: 'GB', callingCode: '44' },
];

function Phone({ id }: { id?: string }) {
  return (
    <PhoneInput
      {...(id !== undefined && { id })}
      aria-label="Phone number"
      value=""
      onValueChange={() => {}}
      countries={countries}
      regionCode="GB"
      onRegionCodeChange={() => {}}
      countryLabel="Country code"
      locale="en"
    />
  );
}

describe('the phone country picker', () => {
  it('shows the region and calling code as text, never flag emoji', () => {
    expect(countryShown('US', '1')).toBe('US +1');
    expect(countryShown('gb', '44')).toBe('GB +44');
    // A region the list does not know (yet): its code alone.
    expect(countryShown('BR', undefined)).toBe('BR');
    expect(countryShown('US', '1')).not.toMatch(FLAG_LETTERS);
  });

  it('draws that text, and the select keeps its name, its options and the number its own', () => {
    const { container } = render(<Phone id="phone" />);
    const shown = container.querySelector('[data-slot="phone-input-country"] span')!;
    expect(shown).toHaveTextContent('GB +44');
    expect(shown.textContent).not.toMatch(FLAG_LETTERS);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveDisplayValue('United Kingdom (+44)');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['United Kingdom (+44)', 'United States (+1)']);
    expect(screen.getAllByRole('option').some((option) => FLAG_LETTERS.test(option.textContent ?? ''))).toBe(false);
    // Named for autofill, with an id of its own beside the number's.
    expect(picker).toHaveAttribute('autocomplete', 'tel-country-code');
    expect(picker).toHaveAttribute('name');
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    expect(number).toHaveAttribute('id', 'phone');
    expect(picker.id).toBe('phone-country');
  });

  it('gives every field a unique id when the caller gives none', () => {
    const { container } = render(
      <>
        <Phone />
        <Phone />
      </>,
    );
    const ids = [...container.querySelectorAll('input, select')].map((element) => element.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(4);
  });
});
