import { createFakeAuthClient, fail, hang } from '@portico/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginWidget } from './login-widget';
import { sentence } from '../../test/text';

const emailConfig = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

describe('LoginWidget', () => {
  it('leaves the focus where the host page has it (its first screen takes none)', async () => {
    render(
      <>
        {/* The host's own field has the focus as the widget mounts beside it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <input aria-label="Search the host" autoFocus />
        <LoginWidget client={createFakeAuthClient()} config={emailConfig} />
      </>,
    );
    const host = screen.getByRole('textbox', { name: 'Search the host' });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(host).toHaveFocus();
  });

  it('gives up on a request after `requestTimeoutMs`: the message, no spinner, the address kept', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'otps.email.loginOrCreate': hang() } });
    render(<LoginWidget client={client} config={emailConfig} requestTimeoutMs={200} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await screen.findByText('The server is taking too long to answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('logs in with an email passcode: Main → OTPAuthenticate → OTPConfirmation', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const onEvent = vi.fn();
    const { container } = render(<LoginWidget client={client} config={emailConfig} callbacks={{ onEvent }} />);

    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    expect(screen.getByText(sentence('A 6-digit passcode was sent to you at ada@example.com.'))).toBeInTheDocument();
    expect(screen.getByText(sentence('Your code expires in 5:00.'))).toBeInTheDocument();
    const codeInput = screen.getByLabelText('One-time passcode');
    expect(codeInput).toHaveFocus();
    expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(container);

    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Success!' })).toHaveFocus();
    expect(client.callsTo('otps.authenticate')).toEqual([
      { code: '123456', methodId: 'email-test-ada@example.com', sessionDurationMinutes: 30 },
    ]);
    expect(onEvent.mock.calls.map(([event]) => event.type)).toContain('AUTHENTICATE_FLOW_COMPLETE');
    await expectNoAxeViolations(container);
  });

  it("says 'Invalid email address.' for a malformed email and keeps it", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    render(<LoginWidget client={client} config={emailConfig} />);
    const input = screen.getByLabelText('Email');
    await user.type(input, 'ada@example{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address.');
    expect(input).toHaveValue('ada@example');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(client.calls).toEqual([]);
  });

  it('shows the server error under the field and stops the spinner', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'otps.email.loginOrCreate': fail('inactive_email') } });
    render(<LoginWidget client={client} config={emailConfig} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await screen.findByText(/marked as inactive/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows the spinner while the code is being sent', async () => {
    const user = userEvent.setup();
    render(<LoginWidget client={createFakeAuthClient({ script: { 'otps.email.loginOrCreate': hang() } })} config={emailConfig} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows a wrong code's error and keeps the code selected for retyping", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'otps.authenticate': [fail('otp_code_not_found')] } });
    render(<LoginWidget client={client} config={emailConfig} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    const code = await screen.findByLabelText('One-time passcode');
    await user.keyboard('000000');
    expect(await screen.findByText('Invalid passcode, please try again.')).toBeInTheDocument();
    expect(code).toHaveValue('000000');
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to Main with the email kept', async () => {
    const user = userEvent.setup();
    render(<LoginWidget client={createFakeAuthClient()} config={emailConfig} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('resends a code: the control says Code sent', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    render(<LoginWidget client={client} config={emailConfig} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Code sent' })).toHaveAttribute('aria-disabled', 'true');
    expect(client.callsTo('otps.email.loginOrCreate')).toHaveLength(2);
  });

  it('shows tabs in config order with the first selected', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LoginWidget client={createFakeAuthClient()} config={{ products: ['otp'], otpOptions: { methods: ['whatsapp', 'email', 'sms'] } }} />,
    );
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['WhatsApp', 'Email', 'Text']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel-national');
    await user.click(tabs[1]!);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sends an SMS code to the E.164 number of a US number typed in national format', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    render(<LoginWidget client={client} config={{ products: ['otp'], otpOptions: { methods: ['sms'] } }} />);
    await user.type(screen.getByLabelText('Phone number'), '2015550123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+12015550123', expirationMinutes: 5 }]);
    expect(screen.getByText(sentence('A 6-digit passcode was sent to you at (201) 555-0123.'))).toBeInTheDocument();
  });

  it('says the E.164 message for an impossible phone number', async () => {
    const user = userEvent.setup();
    render(<LoginWidget client={createFakeAuthClient()} config={{ products: ['otp'], otpOptions: { methods: ['sms'] } }} />);
    await user.type(screen.getByLabelText('Phone number'), '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    );
  });

  it('replaces the form with configuration errors', async () => {
    const { container } = render(
      <LoginWidget client={createFakeAuthClient()} config={{ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Cannot use both EML and Email OTP');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the watermark when bootstrap says so, and host strings override the catalog', async () => {
    render(
      <LoginWidget
        client={createFakeAuthClient({ bootstrap: { displayWatermark: true } })}
        config={emailConfig}
        strings={{ 'login.title': 'Welcome back' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Powered by/ })).toBeInTheDocument();
  });

  it('applies the styles config as CSS variables and shows the logo', () => {
    const { container } = render(
      <LoginWidget
        client={createFakeAuthClient()}
        config={emailConfig}
        styles={{ container: { width: '360px' }, colors: { primary: '#112233' }, logo: { logoImageUrl: 'https://example.com/logo.png' }, hideHeaderText: true }}
      />,
    );
    const frame = container.querySelector<HTMLElement>('[data-slot="widget-frame"]')!;
    expect(frame.style.getPropertyValue('--portico-container-width')).toBe('360px');
    expect(frame.style.getPropertyValue('--portico-color-primary')).toBe('#112233');
    expect(screen.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', 'https://example.com/logo.png');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toHaveClass('pt:sr-only');
  });
});
