import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, delay, fail, hang, type FakeScript } from '../../testing';
import { readIdpParams } from '../shared/idp-params';
import { createIdpLogoutActors } from './idp-logout.actors';
import { idpLogoutMachine, type IdpLogoutInput } from './idp-logout.machine';
import { selectIdpLogoutView } from './idp-logout.selectors';

const QUERY = '?client_id=client-1&post_logout_redirect_uri=https%3A%2F%2Fevil.test%2Fquery&state=s-1&id_token_hint=hint';

function logoutParams(search: string): IdpLogoutInput['params'] {
  const params = readIdpParams(search);
  if (params.mode !== 'logout') throw new Error('not a logout query');
  return params;
}

function start(script: FakeScript = {}, search = QUERY, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const redirect = vi.fn();
  const actor = createActor(
    idpLogoutMachine.provide({
      actors: createIdpLogoutActors(client, { effects, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) }),
      actions: { ...effects, redirect },
    }),
    { input: { params: logoutParams(search) } },
  ).start();
  return { actor, client, effects, redirect, view: () => selectIdpLogoutView(actor.getSnapshot()) };
}

const NO_CONSENT = { 'idp.logoutStart': { consentRequired: false, redirectUri: 'https://client.test/bye?state=s-1' } } satisfies FakeScript;

describe('the IDP logout page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs render_idp_screen once and starts with the preflight of the query (pending)', async () => {
    const { actor, client, effects, view } = start({ 'idp.logoutStart': hang() });
    expect(view()).toEqual({ status: 'loading', missingParameter: null, consentRequired: false, error: null });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('idp.logoutStart')).toEqual([
      { clientId: 'client-1', postLogoutRedirectUri: 'https://evil.test/query', state: 's-1', idTokenHint: 'hint' },
    ]);
    expect(effects.logTelemetry).toHaveBeenCalledOnce();
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), { name: 'render_idp_screen' });
  });

  it('a missing required parameter stays on missingParameter, calls nothing and reports the error', async () => {
    const { client, effects, redirect, view } = start({}, '?post_logout_redirect_uri=https%3A%2F%2Fclient.test%2Fbye');
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({
      status: 'missingParameter',
      missingParameter: 'client_id',
      error: {
        type: 'idp_parameter_missing',
        message: 'Required parameter is missing: client_id. Please reach out to the application developer.',
      },
    });
    expect(client.calls).toEqual([]);
    expect(redirect).not.toHaveBeenCalled();
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'idp_parameter_missing' }));
    expect(effects.logTelemetry).toHaveBeenCalledOnce();
  });

  it('without consent: revokes with a forced clear, then goes to the server redirect, never the query one', async () => {
    const { actor, client, redirect } = start(NO_CONSENT);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('session.revoke')).toEqual([{ forceClear: true }]);
    expect(redirect).toHaveBeenCalledOnce();
    expect(redirect).toHaveBeenCalledWith(expect.anything(), 'https://client.test/bye?state=s-1');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ redirectUri: 'https://client.test/bye?state=s-1' });
    expect(selectIdpLogoutView(actor.getSnapshot()).status).toBe('redirecting');
  });

  it('shows loggingOut (pending) while the revoke is in flight', async () => {
    const { actor, redirect, view } = start({ ...NO_CONSENT, 'session.revoke': delay(500, undefined) });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'loggingOut', consentRequired: false });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(redirect).toHaveBeenCalledWith(expect.anything(), 'https://client.test/bye?state=s-1');
  });

  it('a failed revoke is ignored: still redirects, reporting nothing', async () => {
    const { effects, redirect, view } = start({ ...NO_CONSENT, 'session.revoke': fail('session_not_found') });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('redirecting');
    expect(redirect).toHaveBeenCalledWith(expect.anything(), 'https://client.test/bye?state=s-1');
    expect(effects.reportError).not.toHaveBeenCalled();
  });

  it('a hung revoke times out with the request timeout, then still redirects', async () => {
    const { redirect, view } = start({ ...NO_CONSENT, 'session.revoke': hang() }, QUERY, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(view().status).toBe('loggingOut');
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(view().status).toBe('redirecting');
    expect(redirect).toHaveBeenCalledOnce();
  });

  it("a failed preflight shows the server's error and never redirects", async () => {
    const { client, effects, redirect, view } = start({ 'idp.logoutStart': fail('invalid_client', 'Client not found.') });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'error', error: { type: 'invalid_client', message: 'Client not found.' } });
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'invalid_client' }));
    expect(client.callsTo('session.revoke')).toEqual([]);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a hung preflight ends in request_timeout, never pending forever', async () => {
    const { actor, view } = start({ 'idp.logoutStart': hang() });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(view()).toMatchObject({ status: 'error', error: { type: 'request_timeout' } });
    expect(actor.getSnapshot().hasTag('pending')).toBe(false);
  });

  describe('with consent required', () => {
    it("asks 'Log out?' and revokes nothing until answered", async () => {
      const { client, redirect, view } = start();
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'confirm', consentRequired: true, error: null });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(client.callsTo('session.revoke')).toEqual([]);
      expect(redirect).not.toHaveBeenCalled();
    });

    it("Yes revokes with a forced clear and goes to the server's redirect", async () => {
      const { actor, client, redirect, view } = start({ 'session.revoke': delay(100, undefined) });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'idpLogout.confirm' });
      expect(view()).toMatchObject({ status: 'loggingOut', consentRequired: true });
      await vi.advanceTimersByTimeAsync(100);
      expect(client.callsTo('session.revoke')).toEqual([{ forceClear: true }]);
      expect(redirect).toHaveBeenCalledWith(expect.anything(), 'https://client.test/logged-out');
      expect(actor.getSnapshot().output).toEqual({ redirectUri: 'https://client.test/logged-out' });
    });

    it('Yes with a failing revoke still redirects', async () => {
      const { actor, redirect, view } = start({ 'session.revoke': fail('invalid_session_token') });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'idpLogout.confirm' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().status).toBe('redirecting');
      expect(redirect).toHaveBeenCalledWith(expect.anything(), 'https://client.test/logged-out');
    });

    it('No leads to denied: nothing revoked, no redirect, and further answers do nothing', async () => {
      const { actor, client, redirect, view } = start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'idpLogout.decline' });
      expect(view().status).toBe('denied');
      actor.send({ type: 'idpLogout.confirm' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().status).toBe('denied');
      expect(client.callsTo('session.revoke')).toEqual([]);
      expect(redirect).not.toHaveBeenCalled();
    });

    it('answers before the preflight has answered are ignored', async () => {
      const { actor, view } = start({ 'idp.logoutStart': delay(100, { consentRequired: true, redirectUri: 'https://client.test/x' }) });
      actor.send({ type: 'idpLogout.confirm' });
      actor.send({ type: 'idpLogout.decline' });
      expect(view().status).toBe('loading');
      await vi.advanceTimersByTimeAsync(100);
      expect(view().status).toBe('confirm');
    });
  });
});
