import type { LoginConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { enConfigErrors } from '../../messages/en-config-errors';
import { enScreens } from '../../messages/en-screens';
import { LoginWidget, resetLoginWidgetLoader } from './login-widget';

// This file tests the first paint itself: the test setup must not load the live widget first.
(globalThis as { porticoFirstPaint?: boolean }).porticoFirstPaint = true;

// The flows' module arrives when a test says so.
let release: () => void = () => {};
function holdTheFlows() {
  const arrived = new Promise<void>((resolve) => (release = resolve));
  resetLoginWidgetLoader(() => arrived.then(() => import('./login-widget-live')));
}

/** The English words that are not in the first load (they load with the live screens). */
const LATER_KEYS = [...Object.keys(enScreens), ...Object.keys(enConfigErrors)];

const tabsConfig: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };

/** Main's markup with React's generated ids (19's `_r_…_`, 18's `:r…:`) blanked (the first paint's and the live screen's differ). */
const markup = (container: HTMLElement) =>
  container.querySelector('[data-slot="main-screen"]')?.outerHTML.replace(/_[rR]_[0-9a-zA-Z]*_(H\d+_)?|:[rR][0-9a-zA-Z]*:/g, 'id');

/** Lets the flows' module arrive, then waits until the live screen has replaced the first paint. */
async function arrive(container: HTMLElement) {
  const firstPaint = container.querySelector('[data-slot="main-screen"]');
  await act(async () => release());
  await waitFor(() => expect(container.querySelector('[data-slot="main-screen"]')).not.toBe(firstPaint));
}

beforeEach(() => holdTheFlows());
afterAll(() => resetLoginWidgetLoader());

describe('LoginWidget before its flows arrive (the first paint)', () => {
  it('is usable at once, and hands what was typed, the tab and the focus to the live screen', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const { container } = render(<LoginWidget client={client} config={tabsConfig} />);

    // Main, with its fields, before any flow: the Text tab first.
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@exa');
    const before = markup(container);

    await arrive(container);

    // The same markup, with the same tab, text and focus (the caret where it was).
    expect(markup(container)).toBe(before);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveValue('ada@exa');
    expect(field).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('mple.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Enter passcode' }, { timeout: 5000 })).toBeInTheDocument();
    expect(client.callsTo('otps.email.loginOrCreate')).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
  });
});

describe('LoginWidget: a phone number typed before the flows arrive', () => {
  it('is in the live phone field, which has the focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={tabsConfig} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2015550123');

    await arrive(container);
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    expect(field).toHaveValue('2015550123');
    expect(field).toHaveFocus();
  });
});

describe('LoginWidget: the focus on a tab, the country picker or Continue when the flows arrive', () => {
  // A keyboard user on a slow network: the live screen's element alike has the focus, not the page.
  const focused = {
    'the Email tab': () => screen.getByRole('tab', { name: 'Email' }),
    'the country picker': () => screen.getByRole('combobox', { name: 'Country code' }),
    "the Text tab's Continue": () => screen.getByRole('button', { name: 'Continue' }),
  };
  it.each(Object.entries(focused))('%s keeps it', async (_name, element) => {
    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={tabsConfig} />);
    const before = element();
    act(() => before.focus());
    expect(before).toHaveFocus();

    await arrive(container);
    expect(element()).not.toBe(before);
    expect(element()).toHaveFocus();
  });
});

describe('LoginWidget: a key held on the first paint\'s Continue while the flows arrive', () => {
  it('waits for its release: the press becomes a submit, sent once by the live screen', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const { container } = render(<LoginWidget client={client} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.tab();
    const firstPaint = container.querySelector('[data-slot="main-screen"]');
    await user.keyboard('[Space>]');

    // The module arrives while the space bar is down: the first paint stays…
    await act(async () => release());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[data-slot="main-screen"]')).toBe(firstPaint);

    // …until the release, whose click submits.
    await user.keyboard('[/Space]');
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    expect(client.callsTo('otps.email.loginOrCreate')).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
  });
});

describe('LoginWidget: a configuration error', () => {
  it('draws no form in the first paint; the errors, with their words, come with the live Main', async () => {
    const { container } = render(
      <LoginWidget client={createFakeAuthClient()} config={{ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }} />,
    );
    // The first paint knows at once that the config is invalid: no form, ever; and the errors'
    // words are not in the first load (`npm run size`).
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="config-errors"]')).not.toBeNull();
    await arrive(container);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Cannot use both EML and Email OTP');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('LoginWidget: the first paint is the live Main, markup for markup', () => {
  const configs: Record<string, LoginConfig> = {
    'three tabs': { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } },
    'WhatsApp only': { products: ['otp'], otpOptions: { methods: ['whatsapp'] } },
    'magic links and passwords': { products: ['emailMagicLinks', 'passwords'] },
    'passwords only': { products: ['passwords'] },
    // (Not a configuration error: the first paint draws no form and leaves the errors, whose
    // words are not in the first load, to the live Main: the test above.)
    // (Not passkeys: the live flow asks the browser at once, and jsdom answers at once, so its
    // button may already be there; the first paint draws the state before the answer.)
    'wallets beside the form': { products: ['crypto', 'otp'], otpOptions: { methods: ['email'] } },
    'social beside the form': {
      products: ['oauth', 'otp'],
      otpOptions: { methods: ['email'] },
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
    },
  };
  it.each(Object.entries(configs))('%s', async (_name, config) => {
    const client = createFakeAuthClient({ bootstrap: { displayWatermark: true, projectName: 'Acme' } });
    const { container } = render(<LoginWidget client={client} config={config} />);
    const before = markup(container);
    // Every word the first paint shows is in English's first load (`en`): none of the sections'
    // keys shows as itself (a key outside its section does).
    expect(LATER_KEYS.filter((key) => container.innerHTML.includes(key))).toEqual([]);
    const frame = container.querySelector('[data-slot="widget-frame"]')?.getAttributeNames().sort();
    // The live screen's first markup, as it is inserted (its flows move on right after: social
    // buttons replace their room once their chunk is there).
    let first: string | undefined;
    const observer = new MutationObserver(() => (first ??= markup(container)));
    observer.observe(container, { childList: true, subtree: true });
    await arrive(container);
    observer.disconnect();
    expect(first).toBe(before);
    expect(container.querySelector('[data-slot="widget-frame"]')?.getAttributeNames().sort()).toEqual(frame);
  });
});

describe('LoginWidget: a submit before the flows arrive', () => {
  it('waits with the spinner, then is sent once', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const { container } = render(<LoginWidget client={client} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    expect(client.calls).toEqual([]);

    await arrive(container);
    expect(await screen.findByRole('heading', { name: 'Enter passcode' }, { timeout: 5000 })).toBeInTheDocument();
    expect(client.callsTo('otps.email.loginOrCreate')).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
  });
});
