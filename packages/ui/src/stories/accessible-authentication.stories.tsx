import type { LoginConfig } from '@portico/core';
import { createFakeAuthClient, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Messages } from '../messages';
import { LoginWidget } from '../widgets/login-widget/login-widget';
import { ResetPasswordWidget } from '../widgets/reset-password-widget/reset-password-widget';

/*
 * WCAG 2.2 3.3.8 Accessible Authentication (Minimum), docs/accessibility.md: no step of a login
 * asks to remember or transcribe anything the browser cannot fill in. Every field a user types a
 * secret or an identifier into takes a paste (the pasted text arrives, and no handler cancels the
 * paste), and says what it holds in `autocomplete` so password managers and one-time-code
 * autofill can fill it. (packages/ui/src/primitives/accessible-authentication.test.ts checks the
 * source: nothing listens to paste, copy or drop to refuse it, and there is no CAPTCHA or puzzle.)
 */

interface Args {
  config: LoginConfig;
  script?: FakeScript;
  messages?: Messages;
  locale?: string;
}

const catalog = ({ messages, locale }: Args) => ({ ...(messages && { messages }), ...(locale && { locale }) });

const meta = {
  title: 'Accessibility/3.3.8 Accessible authentication',
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  args: { config: { products: ['emailMagicLinks'], emailMagicLinksOptions: {} } },
  render: (args) => <LoginWidget client={createFakeAuthClient({ script: args.script ?? {} })} config={args.config} {...catalog(args)} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pastes `text` into `field` as a user would (focus, then the clipboard's text), and says
 * whether anything cancelled the paste event (a listener after every other: the window's).
 */
async function paste(field: HTMLElement, text: string): Promise<{ cancelled: boolean }> {
  let cancelled = false;
  const record = (event: Event) => (cancelled = event.defaultPrevented);
  window.addEventListener('paste', record);
  try {
    await userEvent.click(field);
    await userEvent.paste(text);
  } finally {
    window.removeEventListener('paste', record);
  }
  return { cancelled };
}

async function expectPasteKept(field: HTMLInputElement, text: string, autocomplete: string) {
  await expect(field).toHaveAttribute('autocomplete', autocomplete);
  const { cancelled } = await paste(field, text);
  await expect(cancelled).toBe(false);
  await expect(field).toHaveValue(text);
}

export const EmailField: Story = {
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    await expectPasteKept(email, 'ada@example.com', 'email');
  },
};

/** With passkeys, the email field offers them in the browser's autofill (`webauthn`). */
export const EmailFieldWithPasskeyAutofill: Story = {
  args: {
    config: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
    script: { 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': () => new Promise(() => {}) },
  },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('autocomplete', 'username webauthn'));
    await expectPasteKept(email, 'ada@example.com', 'username webauthn');
  },
};

export const PhoneField: Story = {
  args: { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } },
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await expect(phone).toHaveAttribute('type', 'tel');
    const { cancelled } = await paste(phone, '2015550123');
    await expect(cancelled).toBe(false);
    // Formatted as typed ('(201) 555-0123'): every digit pasted is there.
    await expect(phone.value.replace(/\D/g, '')).toBe('2015550123');
  },
};

/** The passcode: one real input (`one-time-code`), and a pasted code fills it and logs in. */
export const PasscodeField: Story = {
  args: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    const passcode = await canvas.findByLabelText<HTMLInputElement>('One-time passcode');
    await expect(passcode).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(passcode).toHaveAttribute('inputmode', 'numeric');
    // As a message shows it, spaces and all: input-otp takes the paste itself and keeps the digits.
    await paste(passcode, '123 456');
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

const passwords: LoginConfig = { products: ['passwords'] };

export const NewPasswordField: Story = {
  args: { config: passwords, script: { 'users.search': { userType: 'new' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expectPasteKept(email, 'ada@example.com', 'username');
    await userEvent.keyboard('{Enter}');
    const password = await canvas.findByLabelText<HTMLInputElement>('Password', { exact: true });
    await expectPasteKept(password, 'violet tangerine lighthouse', 'new-password');
    await canvas.findByText('Password accepted.');
  },
};

export const CurrentPasswordField: Story = {
  args: { config: passwords, script: { 'users.search': { userType: 'password' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    const password = await canvas.findByLabelText<HTMLInputElement>('Password', { exact: true });
    await expectPasteKept(password, 'correct horse battery staple', 'current-password');
  },
};

export const ResetPasswordField: Story = {
  render: (args) => <ResetPasswordWidget client={createFakeAuthClient()} passwordResetToken="reset-token" {...catalog(args)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPasteKept(canvas.getByLabelText<HTMLInputElement>('New password'), 'harbour sunrise violet', 'new-password');
    await canvas.findByText('Password accepted.');
  },
};
