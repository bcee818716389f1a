import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, FieldError, FieldLabel } from './field';
import { Input } from './input';

/** The story's column: its width, or the viewport's at 320 px (the mode matrix's reflow check). */
const FIT = { maxWidth: '100%' };

const meta = {
  title: 'Primitives/Input',
  component: Input,
  decorators: [(Story) => <div className="portico pt:w-80" style={FIT}>{Story()}</div>],
  render: (args) => (
    <Field>
      <FieldLabel htmlFor="story-input">Email</FieldLabel>
      <Input id="story-input" aria-describedby="story-error" {...args} />
      <FieldError id="story-error">{args['aria-invalid'] ? 'Invalid email address.' : null}</FieldError>
    </Field>
  ),
  args: { placeholder: 'example@email.com', type: 'email', name: 'email', autoComplete: 'email' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'ada@example.com' } };
export const Invalid: Story = { args: { defaultValue: 'ada@example', 'aria-invalid': true } };
export const ReadOnly: Story = { args: { defaultValue: 'ada@example.com', readOnly: true } };
export const Disabled: Story = { args: { disabled: true } };
