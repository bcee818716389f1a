import { DEFAULT_BOOTSTRAP, initialLoginContext, type LoginConfig } from '@portico/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetFrame } from '../../frame/widget-frame';
import { MainShell, type MainHandoff } from './main-shell';

/**
 * Main's first paint: what the login widget draws before its flows' module arrives (a moment on
 * a fast network, longer on a slow one). It must look exactly like Main's first state; the
 * widget's own stories show the screen that replaces it.
 */
function FirstPaint({ config }: { config: LoginConfig }) {
  const handoff: MainHandoff = { draft: { activeTab: null, email: '', phone: null }, submit: null, focus: null };
  const context = initialLoginContext({ config, bootstrap: DEFAULT_BOOTSTRAP });
  handoff.draft.activeTab = context.draft.activeTab;
  return (
    <WidgetFrame data-screen="Main">
      <MainShell context={context} handoff={handoff} />
    </WidgetFrame>
  );
}

const meta = {
  title: 'Screens/Main/First paint',
  component: FirstPaint,
  parameters: { layout: 'padded' },
  args: { config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } },
} satisfies Meta<typeof FirstPaint>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Email' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

export const EmailOnly: Story = { args: { config: { products: ['emailMagicLinks'] } } };

/** Passkeys (no button until the browser has been asked), room for the social buttons, the form. */
export const AllProducts: Story = {
  args: {
    config: {
      products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
      otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
    },
  },
};

/** A config with errors: no form; the errors and their words come with the live Main (see MainScreen's stories). */
export const ConfigErrors: Story = {
  args: { config: { products: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="config-errors"]')).not.toBeNull();
  },
};

/** A submit before the flows arrive: the spinner shows until they do. */
export const SubmitWaiting: Story = {
  args: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};
