import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, hang, type FakeScript } from '../../testing';
import { createMagicLinkActors } from './magic-link.actors';
import { magicLinkMachine, type MagicLinkInput } from './magic-link.machine';
import { selectMagicLinkView } from './magic-link.selectors';

function start(input: Partial<MagicLinkInput> = {}, script: FakeScript = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const options = { effects, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) };
  const actor = createActor(magicLinkMachine.provide({ actors: createMagicLinkActors(client, options), actions: effects }), {
    input: { email: 'ada@example.com', request: { loginRedirectUrl: 'https://app.test/auth', loginExpirationMinutes: 30 }, ...input },
  }).start();
  return { actor, client, effects, view: () => selectMagicLinkView(actor.getSnapshot()) };
}

describe('magic link', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the link with the configured options, then reports it', async () => {
    const { client, view, effects } = start();
    expect(view()).toMatchObject({ status: 'sending', isPending: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([
      { email: 'ada@example.com', loginRedirectUrl: 'https://app.test/auth', loginExpirationMinutes: 30 },
    ]);
    expect(view()).toMatchObject({ status: 'sent', email: 'ada@example.com' });
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'MAGIC_LINK_LOGIN_OR_CREATE' }));
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
      name: 'email_sent',
      details: { email: 'ada@example.com', type: 'login_or_create_eml' },
    });
  });

  it('starts at sent when the link already went out, and resends through its resend control', async () => {
    const { actor, client } = start({ sent: true });
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    actor.send({ type: 'link.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toHaveLength(1);
    expect(actor.getSnapshot().children.resend?.getSnapshot().value).toBe('sent');
  });

  it('shows a failed send, retries it, and never spins forever', async () => {
    const failed = start({}, { 'magicLinks.email.loginOrCreate': [fail('invalid_email'), { raw: {} }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.view()).toMatchObject({ status: 'sendFailed', error: { type: 'invalid_email' } });
    failed.actor.send({ type: 'link.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.view()).toMatchObject({ status: 'sent', error: null });

    const stuck = start({}, { 'magicLinks.email.loginOrCreate': hang() }, 5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stuck.view()).toMatchObject({ status: 'sendFailed', isPending: false, error: { type: 'request_timeout' } });
  });
});
