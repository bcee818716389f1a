import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, hang } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginWidget } from './login-widget';

const config = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['email' as const] } };

describe('LoginWidget: passkeys', () => {
  it("puts 'Login with a Passkey' first where the browser cannot autofill, and logs in with it", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const client = createFakeAuthClient();
    const { container } = render(<LoginWidget client={client} config={config} callbacks={{ onEvent }} />);
    const button = await screen.findByRole('button', { name: 'Login with a Passkey' });
    const email = screen.getByLabelText('Email');
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(email).toHaveAttribute('autocomplete', 'email');
    await expectNoAxeViolations(container);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'PasskeyConfirmation');
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('offers passkeys in the email field instead where the browser can autofill', async () => {
    const client = createFakeAuthClient({ script: { 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': hang() } });
    render(<LoginWidget client={client} config={config} />);
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn'));
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).not.toBeInTheDocument();
    expect(client.callsTo('webauthn.authenticate')).toEqual([{ sessionDurationMinutes: 30, conditionalMediation: true, isPasskey: true }]);
  });

  it("says a deleted passkey's message on Main, and nothing when the prompt was cancelled", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'webauthn.authenticate': [fail('webauthn_cancelled'), fail('webauthn_registration_not_found')] } });
    const { container } = render(<LoginWidget client={client} config={config} />);
    await user.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
    expect(screen.queryByRole('alert')).not.toHaveTextContent(/passkey/i);
    await user.click(screen.getByRole('button', { name: 'Login with a Passkey' }));
    expect(
      await screen.findByText(
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login with a Passkey' })).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('offers no passkey where the page cannot use them (no WebAuthn, or not a secure context): no button, no autofill', async () => {
    const client = createFakeAuthClient({ script: { 'webauthn.isSupported': false, 'webauthn.isAutofillSupported': true } });
    const { container } = render(<LoginWidget client={client} config={config} />);
    const email = await screen.findByLabelText('Email');
    await vi.waitFor(() => expect(client.callsTo('webauthn.isSupported')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).not.toBeInTheDocument();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(client.callsTo('webauthn.authenticate')).toEqual([]);
    expect(container.querySelector('[data-slot="passkey-login"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows nothing when the browser refuses the background autofill request, and tells onError', async () => {
    const onError = vi.fn();
    const client = createFakeAuthClient({ script: { 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': fail('webauthn_unsupported') } });
    const { container } = render(<LoginWidget client={client} config={config} callbacks={{ onError }} />);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ type: 'webauthn_unsupported' })));
    expect(screen.queryByText('Passkeys cannot be used in this browser or on this page.')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="passkey-login"]')).toBeNull();
    expect(client.callsTo('webauthn.authenticate')).toHaveLength(1);
  });

  it('says so when the page cannot use passkeys and the user asks for one', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'webauthn.authenticate': fail('webauthn_unsupported') } });
    render(<LoginWidget client={client} config={config} />);
    await user.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
    expect(await screen.findByText('Passkeys cannot be used in this browser or on this page.')).toBeInTheDocument();
  });

  it('says what a social config lacks, instead of an empty Main', async () => {
    render(<LoginWidget client={createFakeAuthClient()} config={{ products: ['oauth'] }} />);
    // The configuration errors' words arrive with their alert, a tick after the first paint.
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The oauth product needs oauthOptions.providers (at least one provider).');
  });

  it('after a code login, offers a passkey before finishing; Skip finishes as before', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const client = createFakeAuthClient({
      user: fakeUser(),
      script: { 'otps.authenticate': { ...fakeAuthenticateResult(), user: fakeUser() } },
    });
    const { container } = render(
      <LoginWidget client={client} config={{ ...config, passkeyOptions: { upgradeAfterLogin: true } }} callbacks={{ onEvent }} />,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await screen.findByLabelText('One-time passcode');
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeInTheDocument();
    expect(onEvent.mock.calls.map(([event]) => event.type)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(onEvent.mock.calls.map(([event]) => event.type).slice(-2)).toEqual(['PASSKEY_SKIP', 'AUTHENTICATE_FLOW_COMPLETE']);
  });
});
