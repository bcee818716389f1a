/// <reference types="vite/client" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { resolveLoginConfig, type LoginConfig } from '../../config';
import { createFakeAuthClient, createFakePhoneParser, fail, type FakeAuthClient, type FakeOperations, type FakeScript } from '../../testing';
import { createCreatePasswordActors, createPasswordMachine } from '../create-password';
import { createLoginFormActors, loginFormMachine } from '../login-form';
import { createMagicLinkActors, magicLinkMachine } from '../magic-link';
import { createOtpActors, otpMachine } from '../otp';
import { createPasswordActors, passwordMachine } from '../password';
import { createPasswordlessActors, passwordlessMachine } from '../passwordless';
import { createResetEmailActors, resetEmailMachine } from '../reset-email';
import { SEND_KINDS, type SendKind } from './send-step';

/** What the server answers to every send: fields a telemetry event must never carry. */
const SECRET = 'CANARY-secret-token';
const script: FakeScript = {
  'otps.email.loginOrCreate': { methodId: `email-id-${SECRET}`, raw: { method_id: SECRET, session_token: SECRET } },
  'otps.sms.loginOrCreate': { methodId: `phone-id-${SECRET}`, raw: { method_id: SECRET } },
  'otps.email.send': { methodId: `email-id-${SECRET}`, raw: { method_id: SECRET, session_token: SECRET } },
  'magicLinks.email.loginOrCreate': { raw: { request_id: SECRET, token: SECRET } },
  'passwords.resetByEmailStart': { raw: { request_id: SECRET, token: SECRET } },
};

const spies = () => ({ reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() });
type Effects = ReturnType<typeof spies>;
const EMAIL = 'ada@example.com';

interface Sender {
  flow: string;
  kind: SendKind;
  call: keyof FakeOperations;
  /** Starts the machine with the scripted client and the spies, and drives it to its send. */
  start(client: FakeAuthClient, effects: Effects): AnyActorRef;
}

const senders: Sender[] = [
  {
    flow: 'otp',
    kind: 'code',
    call: 'otps.email.loginOrCreate',
    // The OTP flow sends the code itself when Main did not (the useOtp hook on its own, the MFA step-up's and the account's codes).
    start: (client, effects) =>
      createActor(otpMachine.provide({ actors: createOtpActors(client), actions: effects }), { input: { method: 'email', destination: EMAIL } }).start(),
  },
  {
    flow: 'otp',
    kind: 'signedInCode',
    call: 'otps.email.send',
    // The signed-in user's code (the MFA step-up's: `sendKind: 'signedInCode'`), not a login.
    start: (client, effects) =>
      createActor(otpMachine.provide({ actors: createOtpActors(client), actions: effects }), {
        input: { sendKind: 'signedInCode', method: 'email', destination: EMAIL },
      }).start(),
  },
  ...(['code', 'link', 'reset'] as const).map(
    (kind): Sender => ({
      flow: 'passwordless',
      kind,
      call: ({ code: 'otps.email.loginOrCreate', link: 'magicLinks.email.loginOrCreate', reset: 'passwords.resetByEmailStart' } as const)[kind],
      start: (client, effects) =>
        createActor(passwordlessMachine.provide({ actors: createPasswordlessActors(client), actions: effects }), {
          input: { email: EMAIL, secondary: kind === 'code' ? 'otp' : kind === 'link' ? 'emailMagicLinks' : null },
        }).start(),
    }),
  ),
  {
    flow: 'create-password',
    kind: 'reset',
    call: 'passwords.resetByEmailStart',
    start: (client, effects) => {
      const actor = createActor(createPasswordMachine.provide({ actors: createCreatePasswordActors(client), actions: effects }), {
        input: { email: EMAIL },
      }).start();
      actor.send({ type: 'password.create' });
      return actor;
    },
  },
  {
    flow: 'reset-email',
    kind: 'link',
    call: 'magicLinks.email.loginOrCreate',
    start: (client, effects) => {
      const actor = createActor(resetEmailMachine.provide({ actors: createResetEmailActors(client), actions: effects }), {
        input: { email: EMAIL, reason: 'forgot' },
      }).start();
      actor.send({ type: 'password.skip' });
      return actor;
    },
  },
  {
    flow: 'magic-link',
    kind: 'link',
    call: 'magicLinks.email.loginOrCreate',
    start: (client, effects) =>
      createActor(magicLinkMachine.provide({ actors: createMagicLinkActors(client), actions: effects }), { input: { email: EMAIL } }).start(),
  },
  ...(
    [
      ['reset', 'passwords.resetByEmailStart', null, { type: 'password.forgot' }],
      ['code', 'otps.email.loginOrCreate', 'otp', { type: 'secondary.send' }],
      ['link', 'magicLinks.email.loginOrCreate', 'emailMagicLinks', { type: 'secondary.send' }],
    ] as const
  ).map(
    ([kind, call, secondary, event]): Sender => ({
      flow: 'password',
      kind,
      call,
      start: (client, effects) => {
        const actor = createActor(passwordMachine.provide({ actors: createPasswordActors(client), actions: effects }), {
          input: { email: EMAIL, userType: 'password', secondary },
        }).start();
        actor.send(event);
        return actor;
      },
    }),
  ),
  ...(
    [
      ['code', 'otps.email.loginOrCreate', { products: ['otp'], otpOptions: { methods: ['email'] } }],
      ['link', 'magicLinks.email.loginOrCreate', { products: ['emailMagicLinks'] }],
    ] satisfies Array<[SendKind, keyof FakeOperations, LoginConfig]>
  ).map(
    ([kind, call, config]): Sender => ({
      flow: 'login-form',
      kind,
      call,
      start: (client, effects) => {
        const actor = createActor(loginFormMachine.provide({ actors: createLoginFormActors(client), actions: effects }), {
          input: { config: resolveLoginConfig(config) },
        }).start();
        actor.send({ type: 'email.submit', email: EMAIL });
        return actor;
      },
    }),
  ),
];

function run(sender: Sender) {
  const client = createFakeAuthClient({ script });
  const effects = spies();
  const actor = sender.start(client, effects);
  return { actor, client, effects };
}

describe('the send step: every sender logs its email_sent once, without secrets', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(senders.map((sender) => [`${sender.flow} (${sender.kind})`, sender] as const))('%s', async (_, sender) => {
    const { actor, client, effects } = run(sender);
    await vi.advanceTimersByTimeAsync(0);

    expect(client.calls.map((call) => call.operation)).toEqual([sender.call]);
    expect(effects.reportError).not.toHaveBeenCalled();
    // Stytch's host event for the login's sends; none for a code to the signed-in user (Stytch names none).
    const event = SEND_KINDS[sender.kind].event;
    if (event === null) expect(effects.reportEvent).not.toHaveBeenCalled();
    else {
      expect(effects.reportEvent).toHaveBeenCalledTimes(1);
      expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: event }));
    }

    expect(effects.logTelemetry).toHaveBeenCalledTimes(1);
    const [, payload] = effects.logTelemetry.mock.calls[0] as [unknown, { name: string; details: Record<string, unknown> }];
    expect(payload).toEqual({ name: 'email_sent', details: { email: EMAIL, type: SEND_KINDS[sender.kind].emailType } });
    expect(JSON.stringify(payload)).not.toContain(SECRET);
    expect(JSON.stringify(payload)).not.toMatch(/token|secret|method_?id|"password"/i);
    expect(actor.getSnapshot().hasTag('pending')).toBe(false);
  });

  it('has a row for every flow that sends, found by what its actors call', () => {
    // A sender: a flow whose ports send a code, a link or a reset email (Stytch's calls, or the shared senders over them).
    const SENDS = /\botps\.(?:\w+\.(?:send|loginOrCreate)|stepUp\.\w+)\(|\bmagicLinks\.\w+\.(?:send|loginOrCreate)\(|\bresetByEmailStart\(|\b(?:sendOtpCode|sendSignedInCode|sendMagicLink|sendPasswordReset|createSend(?:Code|SignedInCode|Link|Reset)Actor)\(/;
    const actors = import.meta.glob<string>('../*/*.actors.ts', { query: '?raw', import: 'default', eager: true });
    const sending = Object.entries(actors)
      .filter(([, source]) => SENDS.test(source))
      .map(([path, source]) => ({ flow: path.split('/')[1]!, source }));
    // Flows whose ports hand their sends to the OTP flow (`otpMachine.provide({ actors: { sendCode } })`): its row covers the step they run.
    const throughOtp = sending.filter(({ flow, source }) => flow !== 'otp' && source.includes('otpMachine.provide(')).map(({ flow }) => flow);
    const tested = new Set(senders.map((sender) => sender.flow));
    expect(sending.length).toBeGreaterThanOrEqual(9);
    expect(
      sending.map(({ flow }) => flow).filter((flow) => !tested.has(flow) && !throughOtp.includes(flow)),
      'flows that send without a row here',
    ).toEqual([]);
    expect([...tested].filter((flow) => !sending.some((sender) => sender.flow === flow)), 'rows of flows that no longer send').toEqual([]);
    // Beside the OTP flow's step, the account's sections send an address's first code themselves, as
    // a sensitive change (the step-up Stytch may ask for, then the send again): not a login, so no
    // host event and no email_sent; their resends are the OTP flow's (`signedInCode`). The MFA
    // step-up (mfa) has no sender of its own: it runs the OTP flow with `sendKind: 'signedInCode'`.
    expect(throughOtp.sort()).toEqual(['email-addresses', 'phone-numbers']);
    const mfaActors = Object.entries(actors).find(([path]) => path.split('/')[1] === 'mfa')?.[1] ?? '';
    expect(mfaActors).toContain('createOtpActors(');
    expect(sending.map(({ flow }) => flow)).not.toContain('mfa');

    // Every machine of a row sends through the step (`sendStep(`), none by its own invoke of a sender.
    const machines = import.meta.glob<string>('../*/*.machine.ts', { query: '?raw', import: 'default', eager: true });
    for (const flow of tested) {
      const source = Object.entries(machines).find(([path]) => path.split('/')[1] === flow)?.[1] ?? '';
      expect(source, flow).toContain('sendStep(');
      expect(source, flow).not.toMatch(/src: '(?:sendCode|sendLink|sendReset)'/);
    }
  });

  it('a code texted to a phone emails nothing, so it logs no email_sent', async () => {
    const client = createFakeAuthClient({ script });
    const effects = spies();
    const actor = createActor(
      loginFormMachine.provide({
        actors: createLoginFormActors(client, { loadPhoneParser: () => Promise.resolve(createFakePhoneParser()) }),
        actions: effects,
      }),
      { input: { config: resolveLoginConfig({ products: ['otp'], otpOptions: { methods: ['sms'] } }) } },
    ).start();
    actor.send({ type: 'phone.submit', method: 'sms', phone: { text: '2015550123', regionCode: 'US', callingCode: '1' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('otps.sms.loginOrCreate')).toHaveLength(1);
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'OTP_LOGIN_OR_CREATE' }));
    expect(effects.logTelemetry).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(senders.map((sender) => [`${sender.flow} (${sender.kind})`, sender] as const))(
    '%s: a failed send keeps its error, reports it once and logs nothing',
    async (_, sender) => {
      const client = createFakeAuthClient({ script: { [sender.call]: fail('too_many_requests') } });
      const effects = spies();
      const actor = sender.start(client, effects);
      await vi.advanceTimersByTimeAsync(0);
      expect(effects.reportError).toHaveBeenCalledTimes(1);
      expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'too_many_requests' }));
      expect(effects.reportEvent).not.toHaveBeenCalled();
      expect(effects.logTelemetry).not.toHaveBeenCalled();
      expect(actor.getSnapshot()).toMatchObject({ status: 'active', context: { error: { type: 'too_many_requests' } } });
      expect(actor.getSnapshot().hasTag('pending')).toBe(false);
    },
  );
});
