import type { LoginConfig } from '@portico/core';
import { createFakeAuthClient, fakeAuthenticateResult, fakeUser } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es, ptBR } from '../../messages';
import { LoginWidget } from './login-widget';

const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email', 'sms', 'whatsapp'] } };

const meta = {
  title: 'Widgets/LoginWidget',
  component: LoginWidget,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  args: { config, callbacks: { onEvent: fn(), onError: fn() } },
  render: (args) => <LoginWidget {...args} client={createFakeAuthClient()} />,
} satisfies Meta<typeof LoginWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = { args: { client: createFakeAuthClient() } };

export const EmailPasscodeLogin: Story = {
  args: { client: createFakeAuthClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '123456');
    // The end screens load on demand: the title takes focus once its screen has mounted.
    const success = await canvas.findByRole('heading', { name: 'Success!' });
    await waitFor(() => expect(success).toHaveFocus());
    await expect(args.callbacks?.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'AUTHENTICATE_FLOW_COMPLETE' }));
  },
};

export const KeyboardOnlyTextLogin: Story = {
  args: { client: createFakeAuthClient(), config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    await userEvent.keyboard('2015550123{Enter}');
    await expect(await canvas.findByLabelText('One-time passcode')).toHaveFocus();
    await userEvent.keyboard('123456');
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

export const ShadowDom: Story = {
  args: { client: createFakeAuthClient(), config: { ...config, enableShadowDOM: true } },
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-slot="shadow-host"]');
    await expect(host?.shadowRoot?.querySelector('[data-slot="widget-frame"]')).toBeTruthy();
  },
};

export const Spanish: Story = {
  args: { client: createFakeAuthClient(), messages: es, locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Regístrate o inicia sesión' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="widget-frame"]')).toHaveAttribute('lang', 'es');
  },
};

export const BrazilianPortuguese: Story = {
  args: { client: createFakeAuthClient(), messages: ptBR, locale: 'pt-BR', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Código do país' });
    // Country names follow the locale.
    await expect(await within(country).findByRole('option', { name: 'Estados Unidos (+1)' })).toBeInTheDocument();
  },
};

export const PasswordSignUp: Story = {
  args: {
    client: createFakeAuthClient(),
    config: { products: ['passwords', 'emailMagicLinks', 'otp'], emailMagicLinksOptions: {}, otpOptions: { methods: ['sms'] } },
  },
  render: (args) => <LoginWidget {...args} client={createFakeAuthClient({ script: { 'users.search': { userType: 'new' } } })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await userEvent.type(await canvas.findByLabelText('Password', { exact: true }), 'violet tangerine lighthouse');
    await canvas.findByText('Password accepted.');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

export const MagicLink: Story = {
  args: { client: createFakeAuthClient(), config: { products: ['emailMagicLinks'], emailMagicLinksOptions: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    const title = await canvas.findByRole('heading', { name: 'Check your email' });
    // The focus moves in an effect after the screen renders: wait for it.
    await waitFor(() => expect(title).toHaveFocus());
  },
};

const passkeys: LoginConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };

export const PasskeyLogin: Story = {
  args: { client: createFakeAuthClient(), config: passkeys },
  render: (args) => <LoginWidget {...args} client={createFakeAuthClient()} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login with a Passkey' }));
    const success = await canvas.findByRole('heading', { name: 'Success!' });
    await waitFor(() => expect(success).toHaveFocus());
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'PasskeyConfirmation');
    await expect(args.callbacks?.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'PASSKEY_AUTHENTICATE' }));
  },
};

/** Portico's passkey offer after a code login (passkeyOptions.upgradeAfterLogin), in a browser without quiet creation. */
export const PasskeyOfferAfterLogin: Story = {
  args: { client: createFakeAuthClient(), config: { ...passkeys, passkeyOptions: { upgradeAfterLogin: true } } },
  render: (args) => (
    <LoginWidget
      {...args}
      client={createFakeAuthClient({ user: fakeUser(), script: { 'otps.authenticate': { ...fakeAuthenticateResult(), user: fakeUser() } } })}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '123456');
    const offer = await canvas.findByRole('heading', { name: 'Set up a new Passkey' });
    // The title takes focus in an effect, just after the screen appears.
    await waitFor(() => expect(offer).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Create a Passkey' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(args.callbacks?.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'PASSKEY_REGISTER' }));
  },
};
