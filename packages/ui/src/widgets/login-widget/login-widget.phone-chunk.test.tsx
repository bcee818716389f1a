import type { LoginConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadShellPhoneForm, resetShellPhoneFormLoader } from '../../screens/main/main-shell';
import { hydrationHarness } from '../../test/hydration';
import { LoginWidget, resetLoginWidgetLoader } from './login-widget';

// Issue 41: the first paint's phone form is a chunk of its own. These tests hold it (and the
// flows' module) until they say so.
(globalThis as { porticoFirstPaint?: boolean }).porticoFirstPaint = true;

let releasePhone: () => void = () => {};
let releaseFlows: () => void = () => {};

beforeEach(() => {
  const phone = new Promise<void>((resolve) => (releasePhone = resolve));
  resetShellPhoneFormLoader(() => phone.then(() => import('../../screens/main/shell-phone-form')));
  const flows = new Promise<void>((resolve) => (releaseFlows = resolve));
  resetLoginWidgetLoader(() => flows.then(() => import('./login-widget-live')));
});
afterAll(() => {
  resetShellPhoneFormLoader();
  resetLoginWidgetLoader();
});

const phoneFirst: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };
const emailFirst: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } };
const phoneField = () => screen.queryByRole('textbox', { name: 'Phone number' });
/** The live field's digits: it formats them once the phone metadata is there ('(201) 555-0123'). */
const digits = () => (phoneField() as HTMLInputElement | null)?.value.replace(/\D/g, '');

/** Lets the flows' module arrive, then waits until the live screen has replaced the first paint. */
async function flowsArrive(container: HTMLElement) {
  const firstPaint = container.querySelector('[data-slot="main-screen"]');
  await act(async () => releaseFlows());
  await waitFor(() => expect(container.querySelector('[data-slot="main-screen"]')).not.toBe(firstPaint));
}

describe('LoginWidget: a phone-first config (the first tab is Text)', () => {
  it("shows its phone field in the first paint once the phone chunk has arrived, before the flows; what is typed carries over", async () => {
    const user = userEvent.setup();
    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={phoneFirst} />);
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    // The form waits for its chunk (its place is marked busy), the title and tabs do not.
    expect(phoneField()).toBeNull();
    expect(container.querySelector('[data-slot="phone-otp-form"]')).toHaveAttribute('aria-busy', 'true');

    await act(async () => releasePhone());
    const field = await screen.findByRole('textbox', { name: 'Phone number' });
    // Still the first paint: the flows are held.
    expect(container.querySelector('[data-slot="phone-otp-form"]')).not.toHaveAttribute('aria-busy');
    await user.type(field, '2015550123');

    await flowsArrive(container);
    expect(digits()).toBe('2015550123');
    expect(phoneField()).toHaveFocus();
  });
});

describe('LoginWidget: an email-first config with a Text tab', () => {
  it('fetches the phone chunk once Main has painted: a click on Text before it arrives shows the field when it does', async () => {
    const user = userEvent.setup();
    render(<LoginWidget client={createFakeAuthClient()} config={emailFirst} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(phoneField()).toBeNull();
    await act(async () => releasePhone());
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '2015550123');
    expect(phoneField()).toHaveValue('2015550123');
  });

  it('a click on Text after it has arrived shows the field at once, and the live screen keeps what was typed', async () => {
    const user = userEvent.setup();
    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={emailFirst} />);
    await act(async () => releasePhone());
    // Fetched without a click: the first paint's effect asked for it.
    await act(() => preloadShellPhoneForm());

    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(phoneField()).toBeInTheDocument();
    await user.type(phoneField()!, '2015550123');

    await flowsArrive(container);
    expect(digits()).toBe('2015550123');
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('LoginWidget: hydrating a phone-first server render before the phone chunk has arrived', () => {
  const harness = hydrationHarness();

  it("keeps the server's form and what was typed in it until the chunk arrives, with no mismatch, and hands the number to the live field", async () => {
    // The server awaits the chunk (streamed rendering): its HTML has the phone form.
    resetShellPhoneFormLoader();
    const container = await harness.serverHtml(<LoginWidget client={null} config={phoneFirst} />);
    const serverField = container.querySelector<HTMLInputElement>('input[name="phone"]')!;
    expect(serverField).not.toBeNull();
    // The browser has not fetched it yet when it hydrates.
    const chunk = new Promise<void>((resolve) => (releasePhone = resolve));
    resetShellPhoneFormLoader(() => chunk.then(() => import('../../screens/main/shell-phone-form')));
    serverField.value = '2015550123';
    await harness.hydrate(container, <LoginWidget client={createFakeAuthClient()} config={phoneFirst} />);
    expect(container.querySelector('input[name="phone"]')).toBe(serverField);

    await act(async () => releasePhone());
    await waitFor(() => expect(digits()).toBe('2015550123'));
    await flowsArrive(container);
    expect(digits()).toBe('2015550123');
    expect(harness.reported).toEqual([]);
  });
});
