import type { LoginConfig } from '@portico/core';
import { createFakeAuthClient, fail, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginWidget, type LoginWidgetProps } from '../../widgets/login-widget/login-widget';

/** Main is the widget's first screen: these stories render the widget with a scripted client. */
function MainStory({
  config,
  script = {},
  displayWatermark = false,
  ...props
}: Omit<LoginWidgetProps, 'client'> & { script?: FakeScript; displayWatermark?: boolean }) {
  return (
    <LoginWidget
      client={createFakeAuthClient({ script, bootstrap: { displayWatermark, projectName: 'Acme' } })}
      config={config}
      {...props}
    />
  );
}

const allOtp: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
const emailOnly: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
const smsOnly: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms'] } };

const meta = {
  title: 'Screens/Main',
  component: MainStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  args: { config: allOtp },
} satisfies Meta<typeof MainStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const EmailOnly: Story = { args: { config: emailOnly } };
export const TextOnly: Story = { args: { config: smsOnly } };
export const WhatsAppFirst: Story = {
  args: { config: { products: ['otp'], otpOptions: { methods: ['whatsapp', 'sms'] } } },
};

export const WithLogoAndWatermark: Story = {
  args: {
    config: emailOnly,
    displayWatermark: true,
    styles: { logo: { logoImageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="100" height="40"%3E%3Crect width="100" height="40" rx="6" fill="%2319303d"/%3E%3C/svg%3E' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Acme' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Powered by/ })).toBeVisible();
  },
};

export const HiddenHeaderText: Story = {
  args: { config: emailOnly, styles: { hideHeaderText: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Sign up or log in' })).toHaveClass('pt:sr-only');
  },
};

export const Themed: Story = {
  // Its own colours: checked in them, not recoloured dark by the mode matrix.
  parameters: { modes: { theme: 'own' } },
  args: {
    config: allOtp,
    styles: {
      container: { backgroundColor: '#0f172a', borderColor: '#334155', borderRadius: '16px', width: '360px' },
      colors: { primary: '#f8fafc', secondary: '#cbd5e1', accent: '#1e293b' },
      buttons: {
        primary: { backgroundColor: '#fbbf24', textColor: '#0f172a', borderColor: '#fbbf24', borderRadius: '999px' },
      },
      inputs: { backgroundColor: '#1e293b', textColor: '#f8fafc', borderColor: '#94a3b8', placeholderColor: '#cbd5e1', borderRadius: '8px' },
      fontFamily: 'Georgia, serif',
    },
  },
};

export const ConfigErrorEmlAndEmailOtp: Story = {
  args: { config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error: Cannot use both EML and Email OTP');
  },
};

export const ConfigErrorPasskeysOnly: Story = {
  args: { config: { products: ['passkeys'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
  },
};

export const ConfigErrorMissingMethods: Story = { args: { config: { products: ['otp'] } } };

export const EmailSubmitting: Story = {
  args: { config: emailOnly, script: { 'otps.email.loginOrCreate': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmailRequired: Story = {
  args: { config: emailOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter your email address.');
  },
};

export const InvalidEmail: Story = {
  args: { config: emailOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@example{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ada@example');
  },
};

export const ServerRejectsEmail: Story = {
  args: { config: emailOnly, script: { 'otps.email.loginOrCreate': fail('invalid_email') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email format is invalid.');
  },
};

export const Unreachable: Story = {
  args: { config: emailOnly, script: { 'otps.email.loginOrCreate': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server.");
    await expect(canvas.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
  },
};

export const UnknownServerError: Story = {
  args: {
    config: emailOnly,
    script: {
      'otps.email.loginOrCreate': fail('billing_limit', 'This project is over its limit. See https://stytch.com/docs/api/errors/400 for more.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('link', { name: 'https://stytch.com/docs/api/errors/400' })).toBeVisible();
  },
};

export const PhoneRequired: Story = {
  args: { config: smsOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter your phone number.');
  },
};

export const InvalidPhone: Story = {
  args: { config: smsOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '12{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    );
  },
};

export const PhoneFormatsAsTyped: Story = {
  args: { config: smsOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '2015550123');
    await expect(phone).toHaveValue('(201) 555-0123');
  },
};

export const PhoneSubmitting: Story = {
  args: { config: smsOnly, script: { 'otps.sms.loginOrCreate': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '2015550123{Enter}');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const UnsupportedCountry: Story = {
  args: { config: smsOnly, script: { 'otps.sms.loginOrCreate': fail('invalid_phone_number_country_code') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '2015550123{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "The phone number's country code is invalid, unsupported, or disabled.",
    );
  },
};

const withPasskeys: LoginConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };

export const PasskeyButton: Story = {
  args: { config: withPasskeys },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Login with a Passkey' });
    await expect(button).toBeVisible();
    await expect(canvas.getByText('or')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
  },
};

export const PasskeyWaiting: Story = {
  args: { config: withPasskeys, script: { 'webauthn.authenticate': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login with a Passkey' }));
    await expect(canvas.getByRole('button', { name: 'Login with a Passkey' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PasskeyAutofill: Story = {
  args: { config: withPasskeys, script: { 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('autocomplete', 'username webauthn'));
    await expect(canvas.queryByRole('button', { name: 'Login with a Passkey' })).not.toBeInTheDocument();
  },
};

export const PasskeyNotFound: Story = {
  args: { config: withPasskeys, script: { 'webauthn.authenticate': fail('webauthn_registration_not_found') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login with a Passkey' }));
    await expect(
      await canvas.findByText(
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
      ),
    ).toBeVisible();
  },
};

export const PasskeyUnknownError: Story = {
  args: { config: withPasskeys, script: { 'webauthn.authenticate': fail('invalid_session_token') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login with a Passkey' }));
    await expect(await canvas.findByText('Unknown error occurred during passkey authentication. Please try again.')).toBeVisible();
  },
};

export const PasskeyAutofillNotFound: Story = {
  args: {
    config: withPasskeys,
    script: { 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': fail('webauthn_registration_not_found') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Passkey registration not found\./)).toBeVisible();
  },
};

export const ConfigErrorSocialWithoutProviders: Story = {
  args: { config: { products: ['oauth', 'otp'], otpOptions: { methods: ['email'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error: The oauth product needs oauthOptions.providers (at least one provider).',
    );
  },
};
