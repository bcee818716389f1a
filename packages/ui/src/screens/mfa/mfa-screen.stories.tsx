import type { MfaMethod, MfaEvent } from '@portico/core';
import { AuthClientProvider, useLoginWidget, useSecondFactors } from '@portico/core/react';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetFrame } from '../../frame/widget-frame';
import { MfaScreen } from './mfa-screen';
import { offCentre } from '../../test/layout';
import { sentence } from '../../test/text';

type Props = {
  policy?: 'whenEnrolled' | 'required';
  methods?: MfaMethod[];
  /** What the user has enrolled: a verified authenticator app, a verified phone number. */
  totp?: boolean;
  phone?: boolean;
  script?: FakeScript;
  /** Sent to the second factor's flow, each once the flow can take it: the sub-screen the story shows. */
  steps?: MfaEvent[];
};

/** The widget's chrome as the widget sets it past its first screen: titles take focus. */
function Frame({ script, totp, phone, children }: Pick<Props, 'script' | 'totp' | 'phone'> & { children: ReactNode }) {
  const [client] = useState(() =>
    createFakeAuthClient({
      script: {
        // The first factor: an email code, of a user with the second factors given.
        'otps.authenticate': () => {
          const result = fakeAuthenticateResult(undefined, ['otp']);
          result.user!.totps = totp ? [{ totpId: 'totp-test-1', verified: true }] : [];
          result.user!.phoneNumbers = phone ? [{ phoneId: 'phone-test-1', phoneNumber: '+12015550100', verified: true }] : [];
          return result;
        },
        ...script,
      },
    }),
  );
  return (
    <AuthClientProvider client={client}>
      <WidgetFrame focusTitleOnMount>{children}</WidgetFrame>
    </AuthClientProvider>
  );
}

/** Sends `events` to `actor`, each as soon as its state takes it. */
function useDrive<E>(actor: { getSnapshot(): { can(event: E): boolean }; send(event: E): void; subscribe(listener: () => void): { unsubscribe(): void } } | undefined, events: E[]) {
  useEffect(() => {
    if (!actor) return;
    let next = 0;
    const advance = () => {
      while (next < events.length && actor.getSnapshot().can(events[next]!)) actor.send(events[next++]!);
    };
    const subscription = actor.subscribe(advance);
    advance();
    return () => subscription.unsubscribe();
    // The story's steps are fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
}

/** The real login router: an email code logs in, then its MFA step shows the MFA screen. */
function Flow({ policy = 'whenEnrolled', methods = ['totp', 'sms'], steps = [] }: Props) {
  const [config] = useState(() => ({
    products: ['otp' as const],
    otpOptions: { methods: ['email' as const] },
    mfaOptions: { policy, methods },
  }));
  const login = useLoginWidget({ config, lastUsed: null });
  useDrive(login.formRef, [{ type: 'email.submit' as const, email: 'ada@example.com' }]);
  useDrive(login.otpRef, [{ type: 'code.submit' as const, code: '123456' }]);
  useDrive(login.mfaRef, steps);
  return login.mfaRef ? (
    <MfaScreen actorRef={login.mfaRef} />
  ) : (
    <p data-slot="story-status">{login.screen}</p>
  );
}

function MfaStory({ script, totp, phone, ...props }: Props) {
  return (
    <Frame {...(script && { script })} {...(totp !== undefined && { totp })} {...(phone !== undefined && { phone })}>
      <Flow {...props} />
    </Frame>
  );
}

const meta = {
  title: 'Screens/MFA',
  component: MfaStory,
  parameters: { layout: 'padded' },
  args: { totp: true, phone: true },
} satisfies Meta<typeof MfaStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const TOTP_TITLE = 'Enter the 6-digit code from your authenticator app';
const codeField = (canvasElement: HTMLElement) => within(canvasElement).findByLabelText('One-time passcode');
const recover = (code = 'ckss-2skx-ebow'): MfaEvent[] => [{ type: 'method.recovery' }, { type: 'recovery.submit', code }];

/** totpEntry: the app's code, with a recovery code and a text message as fallbacks. */
export const TotpEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TOTP_TITLE })).toBeVisible();
    const field = await codeField(canvasElement);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // The boxes are centred under the centred title.
    await expect(offCentre(canvasElement.querySelector('[data-input-otp-container]')!, canvasElement.querySelector('[data-slot="card"]')!)).toBeLessThan(1);
    await expect(canvas.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Text me a code instead' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  },
};

/** totpEntry for a user without a phone number: no text message offered. */
export const TotpEntryAppOnly: Story = {
  args: { phone: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TOTP_TITLE })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Text me a code instead' })).not.toBeInTheDocument();
  },
};

export const TotpVerifying: Story = {
  args: { script: { 'totps.authenticate': hang() }, steps: [{ type: 'code.submit', code: '123456' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verifying passcode…')).toBeVisible();
    await expect(await codeField(canvasElement)).toHaveAttribute('readonly');
  },
};

/** A wrong code: the error under the field, no spinner left, the code selected for the next one. */
export const TotpWrongCode: Story = {
  args: { script: { 'totps.authenticate': fail('unable_to_authenticate_totp') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await codeField(canvasElement);
    await userEvent.type(field, '000000');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('That code is incorrect or has expired.'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Verifying passcode…')).not.toBeInTheDocument();
    await expect(field).toHaveFocus();
  },
};

/** recoveryEntry: reached by keyboard; an empty submit says so under the field. */
export const RecoveryEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await codeField(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const field = await canvas.findByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('spellcheck', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Enter a recovery code.'));
    await expect(canvas.getByRole('button', { name: 'Use your authenticator app instead' })).toBeVisible();
  },
};

export const RecoveryWrongCode: Story = {
  args: { script: { 'totps.recover': fail('unable_to_authenticate_recovery_code') }, steps: recover() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('That recovery code is incorrect or was already used.'));
    await expect(canvas.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
  },
};

/** recoveryUsed: the codes left (four, by the fake's default), 'Continue', or new codes with the app set up again. */
export const RecoveryUsed: Story = {
  args: { steps: recover() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Recovery code accepted' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(sentence('You have 4 recovery codes left.'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up the app again for new codes' })).toBeVisible();
  },
};

export const RecoveryUsedLastOne: Story = {
  args: { script: { 'totps.recoveryCodes': { totpId: 'totp-test-1', recoveryCodes: ['spbc-424h-usy0'] } }, steps: recover() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(sentence('You have 1 recovery code left.'))).toBeVisible();
  },
};

export const RecoveryUsedNoneLeft: Story = {
  args: { script: { 'totps.recoveryCodes': { totpId: 'totp-test-1', recoveryCodes: [] } }, steps: recover() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no recovery codes left.')).toBeVisible();
  },
};

const COUNT_UNKNOWN = 'How many recovery codes you have left cannot be shown here. Each code works once, so keep the others safe.';
const RENEW = 'Set up the app again for new codes';

/**
 * recoveryUsed after a password login: Stytch tells the count only to a session of two factor
 * categories, and a password is in none (insufficient_factors). New codes would be refused the
 * same way: not offered. Nothing shows as failed.
 */
export const RecoveryUsedCountRefused: Story = {
  args: { script: { 'totps.recoveryCodes': fail('insufficient_factors') }, steps: recover() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recovery code accepted' })).toBeVisible();
    await expect(canvas.getByText(COUNT_UNKNOWN)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: RENEW })).toBeNull();
    await expect(canvas.queryByText(/Setting up your authenticator app again/)).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="mfa-renew-refused"]')).toBeNull();
  },
};

/** recoveryUsed when the count did not load (the server failed): said so, and new codes still offered. */
export const RecoveryUsedCountFailed: Story = {
  args: { script: { 'totps.recoveryCodes': fail('internal_server_error') }, steps: recover() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(COUNT_UNKNOWN)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RENEW })).toBeVisible();
  },
};

/** recoveryUsed after new codes were refused anyway: the reason, once, and the offer gone. */
export const RecoveryUsedRenewRefused: Story = {
  args: { script: { 'user.deleteTotp': fail('insufficient_factors') }, steps: [...recover(), { type: 'codes.renew' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = await waitFor(() => {
      const element = canvasElement.querySelector('[data-slot="mfa-renew-refused"]');
      if (!element) throw new Error('no reason yet');
      return element;
    });
    await expect(reason).toHaveAttribute('role', 'alert');
    await expect(reason).toHaveTextContent(/second method/);
    await expect(canvas.getByText(sentence('You have 4 recovery codes left.'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: RENEW })).toBeNull();
  },
};

/** smsEntry: OTPAuthenticate on the texted code, the number masked, with the way back to the app. */
export const SmsEntry: Story = {
  args: { steps: [{ type: 'method.sms' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sentence('A 6-digit passcode was sent to you at •••• 0100.'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use your authenticator app instead' })).toBeVisible();
  },
};

export const SmsSendFailed: Story = {
  args: { script: { 'otps.sms.send': fail('too_many_requests') }, steps: [{ type: 'method.sms' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests right now.'));
    await expect(canvas.getByRole('button', { name: 'Try sending the code again' })).toBeVisible();
  },
};

/** phoneEntry (SMS required, no number yet): an impossible number says so under the field. */
export const PhoneEntry: Story = {
  args: { policy: 'required', methods: ['sms'], totp: false, phone: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Add a phone number' });
    await waitFor(() => expect(heading).toHaveFocus());
    const field = canvas.getByLabelText('Phone number');
    await userEvent.type(field, '12{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Phone number format is invalid.'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** smsEntry while adding the number: shown in full, with 'Use another number'. */
export const PhoneCode: Story = {
  args: { policy: 'required', methods: ['sms'], totp: false, phone: false, steps: [{ type: 'phone.submit', phoneNumber: '+12015550123' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sentence('A 6-digit passcode was sent to you at +12015550123.'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use another number' })).toBeVisible();
  },
};

/**
 * A sensitive change's step-up (the second-factors mode, removing the app): a password session of
 * a user with only the app. The app's code first, then a code emailed to them (the 'account'
 * category Stytch still wants).
 */
function EmailStepUp({ script }: Pick<Props, 'script'>) {
  const [client] = useState(() =>
    createFakeAuthClient({
      user: { ...fakeUser(), totps: [{ totpId: 'totp-test-1', verified: true }] },
      sessionFactors: ['password'],
      script: { 'totps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp']), ...script },
    }),
  );
  return (
    <AuthClientProvider client={client}>
      <WidgetFrame focusTitleOnMount>
        <EmailStepUpFlow />
      </WidgetFrame>
    </AuthClientProvider>
  );
}

function EmailStepUpFlow() {
  const manager = useSecondFactors({});
  useDrive(manager.actorRef, [{ type: 'factor.remove', factor: { kind: 'totp', id: 'totp-test-1' } }, { type: 'remove.confirm' }]);
  useDrive(manager.mfaRef, [{ type: 'code.submit', code: '123456' }]);
  return manager.mfaRef ? (
    <MfaScreen actorRef={manager.mfaRef} />
  ) : (
    <p data-slot="story-status">{manager.status}</p>
  );
}

/** emailEntry: OTPAuthenticate on the emailed code, the address in full, its resend and countdown. */
export const EmailEntry: Story = {
  render: (args) => <EmailStepUp {...(args.script && { script: args.script })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sentence('A 6-digit passcode was sent to you at ada@example.com.'))).toBeVisible();
    const field = await codeField(canvasElement);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeVisible();
    // No other way to give this factor: the app's code is already in the session.
    await expect(canvas.queryByRole('button', { name: 'Use your authenticator app instead' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-mfa-screen]')).toHaveAttribute('data-mfa-screen', 'emailEntry');
  },
};

export const EmailSendFailed: Story = {
  args: { script: { 'otps.email.send': fail('too_many_requests') } },
  render: (args) => <EmailStepUp {...(args.script && { script: args.script })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests right now.'));
    await expect(canvas.getByRole('button', { name: 'Try sending the code again' })).toBeVisible();
  },
};

const enrol = { policy: 'required', totp: false, phone: false } as const;

export const EnrolCreating: Story = {
  args: { ...enrol, script: { 'totps.create': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Setting up your authenticator app…');
  },
};

/** enrolCreateFailed: the error, no spinner, and 'Try again'. */
export const EnrolCreateFailed: Story = {
  args: { ...enrol, script: { 'totps.create': [fail('too_many_requests'), hang()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests right now.'));
    await expect(canvas.queryByText('Setting up your authenticator app…')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Setting up your authenticator app…')).toBeVisible();
  },
};

/** enrolScan: the QR code, the setup key in fours (copied, 'Copied' said politely), then the first code. */
export const EnrolScan: Story = {
  args: enrol,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The same title as while the app was being created: a new heading, which takes the focus.
    await expect(await canvas.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const heading = canvas.getByRole('heading', { name: 'Set up an authenticator app' });
    await waitFor(() => expect(heading).toHaveFocus());
    const key = canvas.getByRole('group', { name: 'Setup key' });
    await expect(key).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const copyKey = within(key).getByRole('button', { name: 'Copy key' });
    await userEvent.click(copyKey);
    await expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(await within(key).findByRole('status')).toHaveTextContent('Copied');
    // The button says so too, for a while (the status is only read).
    await expect(copyKey).toHaveTextContent('Copied');
    writeText.mockRestore();
    await expect(canvas.getByLabelText('One-time passcode')).toBeVisible();
    // The key on one line in a 400 px card, and 'Copy key' as wide as its words.
    const code = key.querySelector('code')!;
    const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
    await expect(code.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
    const card = canvasElement.querySelector('[data-slot="card"]')!.getBoundingClientRect();
    await expect(copyKey.getBoundingClientRect().width).toBeLessThan(card.width / 2);
    // The boxes' label shows, and digits typed while the title has the focus land in the field.
    const label = canvasElement.querySelector('label[for]')!;
    await expect(label).toHaveTextContent('One-time passcode');
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(10);
    heading.focus();
    await userEvent.keyboard('12');
    await expect(canvas.getByLabelText('One-time passcode')).toHaveFocus();
    await expect(canvas.getByLabelText('One-time passcode')).toHaveValue('12');
  },
};

/** enrolCodes: the recovery codes, shown once, with copy, download and print. */
export const EnrolCodes: Story = {
  args: { ...enrol, steps: [{ type: 'code.submit', code: '123456' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    for (const name of ['Copy codes', 'Download', 'Print', 'I have saved these codes']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    // Copy, Download and Print side by side, and the same gap (the screen's) between the list,
    // the three and 'I have saved these codes'.
    const [copyCodes, download, print, saved] = ['Copy codes', 'Download', 'Print', 'I have saved these codes'].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(download!.top).toBe(copyCodes!.top);
    await expect(print!.top).toBe(copyCodes!.top);
    await expect(saved!.top - copyCodes!.bottom).toBe(copyCodes!.top - list.getBoundingClientRect().bottom);
  },
};
