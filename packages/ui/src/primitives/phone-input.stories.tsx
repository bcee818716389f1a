import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneInput } from './phone-input';

/** The story's column: its width, or the viewport's at 320 px (the mode matrix's reflow check). */
const FIT = { maxWidth: '100%' };

const countries = [
  { regionCode: 'US', callingCode: '1' },
  { regionCode: 'GB', callingCode: '44' },
  { regionCode: 'BR', callingCode: '55' },
  { regionCode: 'IN', callingCode: '91' },
];

function PhoneInputStory({ invalid = false, initial = '' }: { invalid?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [regionCode, setRegionCode] = useState('US');
  return (
    <div className="portico pt:flex pt:w-80 pt:flex-col pt:gap-field" style={FIT}>
      <label htmlFor="story-phone" className="pt:text-label">
        Phone number
      </label>
      <PhoneInput
        id="story-phone"
        value={value}
        onValueChange={setValue}
        countries={countries}
        regionCode={regionCode}
        onRegionCodeChange={setRegionCode}
        countryLabel="Country code"
        placeholder="(201) 555-0123"
        {...(invalid && { 'aria-invalid': true })}
      />
    </div>
  );
}

const meta = { title: 'Primitives/PhoneInput', component: PhoneInputStory } satisfies Meta<typeof PhoneInputStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {};
export const Invalid: Story = { args: { invalid: true, initial: '555' } };

export const PickCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Country code' });
    await userEvent.selectOptions(country, 'GB');
    await expect(country).toHaveValue('GB');
    await expect(canvasElement.querySelector('[data-slot="phone-input-country"] span')).toHaveTextContent('+44');
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(number).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(number, '7700 900123');
    await expect(number).toHaveValue('7700 900123');
  },
};
