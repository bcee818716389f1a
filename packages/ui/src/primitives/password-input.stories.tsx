import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input';
import { Requirement, RequirementList, StrengthMeter } from './strength-meter';

/** The story's column: its width, or the viewport's at 320 px (the mode matrix's reflow check). */
const FIT = { maxWidth: '100%' };

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  decorators: [
    (Story) => (
      <div className="portico pt:flex pt:w-80 pt:flex-col pt:gap-field" style={FIT}>
        <label htmlFor="story-password" className="pt:text-label">
          Password
        </label>
        {Story()}
      </div>
    ),
  ],
  args: { id: 'story-password', autoComplete: 'current-password', showLabel: 'Show password', hideLabel: 'Hide password' },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'hunter2' } };

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const StrengthMeterScores: StoryObj = {
  render: () => (
    <div className="portico pt:flex pt:w-80 pt:flex-col pt:gap-stack" style={FIT}>
      {[0, 1, 2, 3, 4].map((score) => (
        <StrengthMeter key={score} score={score} label={`Password strength: ${score} out of 4.`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meters = canvasElement.querySelectorAll('[data-slot="strength-meter"]');
    const filled = [...meters].map((meter) => meter.querySelectorAll('[data-filled]').length);
    // Spec §5: 0–1 → one red segment, 2 → two red, 3 → three green, 4 → four green.
    await expect(filled).toEqual([1, 1, 2, 3, 4]);
  },
};

export const Requirements: StoryObj = {
  render: () => (
    <div className="portico pt:w-80" style={FIT}>
      <RequirementList>
        <Requirement status="fulfilled" statusLabel="Fulfilled:">
          Must be at least 8 characters long
        </Requirement>
        <Requirement status="notFulfilled" statusLabel="Not fulfilled:">
          Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol
        </Requirement>
        <Requirement status="warning" statusLabel="Warning:">
          This is a top-10 common password.
        </Requirement>
        <Requirement status="suggestion" statusLabel="Suggestion:">
          Add another word or two. Uncommon words are better.
        </Requirement>
      </RequirementList>
    </div>
  ),
};

/** In a right-to-left page the toggle sits at the field's inline end (its left), clear of the text. */
export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    const field = input.getBoundingClientRect();
    await expect(toggle.getBoundingClientRect().left).toBeCloseTo(field.left, 0);
    // The text keeps clear of the toggle: the padding is on the left now.
    await expect(parseFloat(getComputedStyle(input).paddingLeft)).toBeGreaterThanOrEqual(toggle.getBoundingClientRect().width);
  },
};
