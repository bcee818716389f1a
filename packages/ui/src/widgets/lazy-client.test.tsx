import type { LoginConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginWidget } from './login-widget/login-widget';
import { lazyClient } from './lazy-client';
import { toAuthClient } from './auth-client';

// The first screen is the first paint (the flows' module not loaded before the widget renders, as
// on a page's first load): the test setup must not load it first.
(globalThis as { porticoFirstPaint?: boolean }).porticoFirstPaint = true;

const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** Lets the frame that paints the first screen, and the idle time after it, go by. */
const afterPaintAndIdle = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));

describe('lazyClient: a widget draws its first screen, then makes its client', () => {
  it('is not made for the first screen; once painted, it is made once, and the widget sends through it what was typed', async () => {
    const user = userEvent.setup();
    const fake = createFakeAuthClient();
    const make = vi.fn(() => fake);
    const client = lazyClient(make);
    render(<LoginWidget client={client} config={config} />);

    // The first screen, usable, without the client.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(make).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');

    await afterPaintAndIdle();
    await waitFor(() => expect(make).toHaveBeenCalledTimes(1));
    // Nothing typed was lost to the client's arrival (the widget did not start over).
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Enter passcode' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fake.callsTo('otps.email.loginOrCreate')).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('two widgets given the same lazy client make it once, and the host gets the same client from get()', async () => {
    const fake = createFakeAuthClient();
    const make = vi.fn(() => fake);
    const client = lazyClient(make);
    render(
      <>
        <LoginWidget client={client} config={config} />
        <LoginWidget client={client} config={config} />
      </>,
    );
    await afterPaintAndIdle();
    await waitFor(() => expect(client.made).toBe(true));
    expect(client.get()).toBe(fake);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('a flow that needs the client before then makes it at its first call; only the settings wait for it', async () => {
    const fake = createFakeAuthClient({ bootstrap: { projectName: 'Acme' } });
    const make = vi.fn(() => fake);
    const client = lazyClient(make);
    const auth = toAuthClient(client);
    expect(toAuthClient(client)).toBe(auth);

    // The project's settings: the defaults until the client is made (the SDK's own before its bootstrap).
    expect(auth.bootstrap.getSync().projectName).not.toBe('Acme');
    expect(make).not.toHaveBeenCalled();

    // Any other call makes the client and goes to it.
    await auth.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5 } as never);
    expect(make).toHaveBeenCalledTimes(1);
    expect(fake.callsTo('otps.email.loginOrCreate')).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
    expect(auth.bootstrap.getSync().projectName).toBe('Acme');
    expect(auth.session.current()).toBe(fake.session.current());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
