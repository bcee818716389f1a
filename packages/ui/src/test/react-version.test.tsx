import { createFakeAuthClient } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequire } from 'node:module';
import { useEffect, useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { LoginWidget } from '../widgets/login-widget/login-widget';
import { OtpInput } from '../primitives/otp-input';
import { PasswordInput } from '../primitives/password-input';

/** The React this run is for: 19 (`vitest run`), or 18 (`vitest run --config vitest.react18.config.ts`). */
const expected = (import.meta.env.PORTICO_TEST_REACT as string | undefined) ?? '19';

function Probe() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <p>{mounted ? `React ${version}` : 'mounting'}</p>;
}

describe(`the React of this run (${expected})`, () => {
  it('is the one components render with, hooks and effects included', async () => {
    expect(version.split('.')[0]).toBe(expected);
    expect(domVersion).toBe(version);
    render(<Probe />);
    expect(await screen.findByText(`React ${version}`)).toBeInTheDocument();
  });

  it('is the only one: the dependencies (Radix, XState, input-otp, toasts, Testing Library) use it too', async () => {
    const user = userEvent.setup();
    // Radix's hooks would throw ('Invalid hook call') under another copy of React.
    render(<PasswordInput aria-label="Password" autoComplete="current-password" showLabel="Show" hideLabel="Hide" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    render(<OtpInput aria-label="Code" value="12" onValueChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('12');
    // @xstate/react and the toasts, through a widget.
    render(<LoginWidget client={createFakeAuthClient()} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />);
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    // And nothing Node loaded itself (CommonJS dependencies) brought the other React along.
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    const reactFiles = loaded.filter((file) => /\/node_modules\/react(-dom)?\/(index|client|cjs\/)/.test(file));
    expect(reactFiles.length).toBeGreaterThan(0);
    const root = expected === '18' ? /\/tests\/react-18\/node_modules\// : /^(?!.*\/tests\/react-18\/)/;
    expect(reactFiles.filter((file) => !root.test(file))).toEqual([]);
  });
});
