import { LAST_USED_STORAGE_KEY, type LoginConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hydrationHarness } from '../../test/hydration';
import { LoginWidget, type LoginWidgetProps } from './login-widget';

const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } };

const harness = hydrationHarness();
const { reported } = harness;

/** The server's HTML (rendered with no client: none can be made there), put in the page. */
const serverHtml = (widgetConfig: LoginConfig = config) => harness.serverHtml(<LoginWidget client={null} config={widgetConfig} />);

/** Hydrates like a framework's browser entry does. */
const hydrate = (container: HTMLElement, client: LoginWidgetProps['client'], widgetConfig: LoginConfig = config) =>
  harness.hydrate(container, <LoginWidget client={client} config={widgetConfig} />);

describe('LoginWidget hydrating server-rendered HTML', () => {
  it("matches the server's HTML, then shows what the device remembers and the fresh settings", async () => {
    localStorage.setItem(LAST_USED_STORAGE_KEY, 'email');
    const client = createFakeAuthClient({ bootstrap: { displayWatermark: true } });
    const container = await serverHtml();
    const serverEmailField = container.querySelector('input[type="email"]');
    expect(serverEmailField).not.toBeNull();

    await hydrate(container, client);

    // Hydration adopted the server's elements (React reports any mismatch, checked below); the
    // live widget then replaced that first paint with the same markup (ids aside).
    const attributes = (element: Element | null) =>
      [...(element?.attributes ?? [])].map(({ name, value }) => [name, value.replace(/^_[rR]_.*_$|^:[rR].*:$/, 'id')]).sort();
    expect(attributes(screen.getByRole('textbox', { name: 'Email' }))).toEqual(attributes(serverEmailField));
    expect(await screen.findByRole('tab', { name: 'Email' })).toHaveAccessibleDescription('Last used');
    expect(await screen.findByText('Powered by')).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('comes alive when the host gives it a client after none', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const container = await serverHtml();
    await hydrate(container, null);

    act(() => harness.root()?.render(<LoginWidget client={client} config={config} />));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    expect(client.callsTo('otps.email.loginOrCreate')).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
    expect(reported).toEqual([]);
  });

  it('keeps what was typed into the server\'s email field before hydrating, and sends it', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const container = await serverHtml();
    // Typed while the scripts were loading: only the element has it.
    container.querySelector<HTMLInputElement>('input[type="email"]')!.value = 'ada@example.com';
    await hydrate(container, client);

    // The live widget has replaced the first paint (the Text tab's lazy flows come with it).
    await screen.findByRole('tab', { name: 'Email' }, { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveValue('ada@example.com');
    await user.type(field, '{Enter}');
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    expect(client.callsTo('otps.email.loginOrCreate')).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
    expect(reported).toEqual([]);
  });

  it('keeps a phone number typed into the server\'s phone field before hydrating', async () => {
    const phoneFirst: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };
    const container = await serverHtml(phoneFirst);
    container.querySelector<HTMLInputElement>('input[name="phone"]')!.value = '2015550123';
    await hydrate(container, createFakeAuthClient(), phoneFirst);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Its digits: the live field formats them once the phone metadata is there ('(201) 555-0123').
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value.replace(/\D/g, '')).toBe('2015550123');
    expect(reported).toEqual([]);
  });
});
