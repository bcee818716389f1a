import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { IdpAuthorizeRequest } from '../../client';
import { createFakeAuthClient, fail, fakeUser, hang, type FakeAuthClientOptions } from '../../testing';
import { AuthEventType } from '../shared/flow-effects';
import { readIdpParams } from '../shared/idp-params';
import { createIdpConsentActors } from './idp-consent.actors';
import { idpConsentMachine, type IdpConsentInput } from './idp-consent.machine';
import { selectIdpConsentView } from './idp-consent.selectors';

const REQUEST: IdpAuthorizeRequest = {
  clientId: 'client-test-1',
  redirectUri: 'https://client.test/callback',
  responseType: 'code',
  scopes: ['openid', 'profile', 'email'],
  state: 'st-1',
};

function start(options: FakeAuthClientOptions = {}, input: Partial<IdpConsentInput> = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ user: fakeUser(), ...options });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const redirect = vi.fn();
  const logic = idpConsentMachine.provide({
    actors: createIdpConsentActors(client, { effects, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) }),
    actions: { ...effects, redirect: (_, url: string) => redirect(url) },
  });
  const actor = createActor(logic, { input: { params: { request: REQUEST }, ...input } }).start();
  return { actor, client, effects, redirect, view: () => selectIdpConsentView(actor.getSnapshot()) };
}

describe('IDP consent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a missing parameter stays on its message and calls nothing', async () => {
    const params = readIdpParams('?client_id=c1');
    if (!('missing' in params)) throw new Error('expected a missing parameter');
    const { client, effects, view } = start({}, { params });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'missingParameter', missingParameter: 'redirect_uri', error: { type: 'idp_parameter_missing' } });
    expect(client.calls).toEqual([]);
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'idp_parameter_missing' }));
    expect(effects.logTelemetry).toHaveBeenCalledTimes(1);
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), { name: 'render_idp_screen' });
  });

  it('without an active session it shows no-session and never asks the server', async () => {
    const { client, view } = start({ user: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'noSession', error: { type: 'no_active_session' } });
    expect(client.callsTo('idp.authorizeStart')).toEqual([]);
  });

  it('a trusted token revokes the session (forced) and then attests for 60 minutes, before the preflight', async () => {
    const { client, view } = start({ user: null }, { trustedAuthToken: { token: 'tok', profileId: 'prof' } });
    expect(view().status).toBe('attesting');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.calls.map((call) => call.operation)).toEqual(['session.revoke', 'session.attest', 'session.load', 'idp.authorizeStart']);
    expect(client.callsTo('session.revoke')).toEqual([{ forceClear: true }]);
    expect(client.callsTo('session.attest')).toEqual([{ token: 'tok', profileId: 'prof', sessionDurationMinutes: 60 }]);
    expect(view().status).toBe('consent');
  });

  it('a failed revoke is ignored; a failed attest is an error', async () => {
    const { client, view } = start(
      { script: { 'session.revoke': fail('session_not_found'), 'session.attest': fail('invalid_token', 'Token is invalid.') } },
      { trustedAuthToken: { token: 'tok', profileId: 'prof' } },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('session.attest')).toHaveLength(1);
    expect(view()).toMatchObject({ status: 'error', error: { type: 'invalid_token', message: 'Token is invalid.' } });
  });

  it("a preflight error shows the server's message", async () => {
    const { view, effects } = start({ script: { 'idp.authorizeStart': fail('invalid_redirect_uri', 'redirect_uri is not registered.') } });
    expect(view().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), { type: AuthEventType.OAuthAuthorizeFlowStart, data: { clientId: 'client-test-1' } });
    expect(view()).toMatchObject({ status: 'error', error: { type: 'invalid_redirect_uri', message: 'redirect_uri is not registered.' } });
  });

  it("Allow submits with consent and sends the browser to the server's URI, not the query's", async () => {
    const { actor, client, effects, redirect, view } = start({
      script: { 'idp.authorizeSubmit': { redirectUri: 'https://client.test/callback?code=abc&state=st-1' } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({
      status: 'consent',
      clientName: 'Example App',
      grantableScopes: [
        { scope: 'openid', description: 'Confirm your identity' },
        { scope: 'profile', description: 'See your profile' },
        { scope: 'email', description: 'See your email address' },
      ],
      ungrantableScopes: [],
      hasCustomScopes: false,
    });
    expect(client.callsTo('idp.authorizeStart')).toEqual([REQUEST]);
    actor.send({ type: 'consent.allow' });
    expect(view()).toMatchObject({ status: 'submitting', consentGranted: true });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('idp.authorizeSubmit')).toEqual([{ ...REQUEST, consentGranted: true }]);
    expect(view().status).toBe('redirecting');
    expect(redirect).toHaveBeenCalledWith('https://client.test/callback?code=abc&state=st-1');
    expect(actor.getSnapshot().output).toEqual({ redirectUri: 'https://client.test/callback?code=abc&state=st-1' });
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), {
      type: AuthEventType.OAuthAuthorizeFlowComplete,
      data: { redirectUri: 'https://client.test/callback?code=abc&state=st-1' },
    });
  });

  it('a failed Allow returns to consent with the error, to try again', async () => {
    const { actor, view } = start({ script: { 'idp.authorizeSubmit': [fail('internal_server_error', 'Oops.'), { redirectUri: 'https://client.test/cb?code=1' }] } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'consent.allow' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'consent', error: { message: 'Oops.' } });
    actor.send({ type: 'consent.allow' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'redirecting', error: null });
  });

  it('Deny submits without consent, shows denied and follows the error redirect', async () => {
    const { actor, client, effects, redirect, view } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'consent.deny' });
    expect(view()).toMatchObject({ status: 'submitting', consentGranted: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('idp.authorizeSubmit')).toEqual([{ ...REQUEST, consentGranted: false }]);
    expect(view().status).toBe('denied');
    expect(actor.getSnapshot().status).toBe('active');
    expect(redirect).toHaveBeenCalledWith('https://client.test/callback?error=access_denied&state=st-1');
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), {
      type: AuthEventType.OAuthAuthorizeFlowConsentDenied,
      data: { clientId: 'client-test-1' },
    });
  });

  it('Deny whose submit fails still shows denied, navigating nowhere', async () => {
    const { actor, redirect, view } = start({ script: { 'idp.authorizeSubmit': fail('internal_server_error') } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'consent.deny' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('denied');
    expect(redirect).not.toHaveBeenCalled();
  });

  // Events are `subject.verb` (issue 23); ALLOW and DENY, the names before, are deprecated and
  // take the same transitions until 0.3.
  it.each([
    ['consent.allow', true],
    ['ALLOW', true],
    ['consent.deny', false],
    ['DENY', false],
  ] as const)('%s submits with consentGranted %s', async (type, consentGranted) => {
    const { actor, client, view } = start({ script: { 'idp.authorizeSubmit': { redirectUri: 'https://client.test/callback?code=abc&state=st-1' } } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type });
    expect(view()).toMatchObject({ status: 'submitting', consentGranted });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('idp.authorizeSubmit')).toEqual([{ ...REQUEST, consentGranted }]);
  });

  it('without consent required it submits at once with consentGranted false', async () => {
    const { client, redirect, view } = start({
      script: {
        'idp.authorizeStart': {
          consentRequired: false,
          client: { clientId: 'client-test-1', clientName: 'First Party' },
          scopeResults: [{ scope: 'openid', isGrantable: true, description: '' }],
        },
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('idp.authorizeSubmit')).toEqual([{ ...REQUEST, consentGranted: false }]);
    expect(view().status).toBe('redirecting');
    expect(redirect).toHaveBeenCalledWith('https://client.test/callback?error=access_denied&state=st-1');
  });

  it('splits grantable and ungrantable scopes and notices custom ones', async () => {
    const { view } = start({
      script: {
        'idp.authorizeStart': {
          consentRequired: true,
          client: { clientId: 'client-test-1', clientName: 'Docs' },
          scopeResults: [
            { scope: 'openid', isGrantable: true, description: '' },
            { scope: 'read:docs', isGrantable: true, description: 'Read your documents' },
            { scope: 'admin', isGrantable: false, description: 'Administer' },
          ],
        },
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({
      hasCustomScopes: true,
      grantableScopes: [{ scope: 'openid' }, { scope: 'read:docs', description: 'Read your documents' }],
      ungrantableScopes: [{ scope: 'admin', description: 'Administer' }],
    });
  });

  it('a preflight that never answers times out to an error, leaving nothing pending', async () => {
    const { actor, view } = start({ script: { 'idp.authorizeStart': hang() } }, {}, 5_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(view()).toMatchObject({ status: 'error', error: { type: 'request_timeout' } });
    expect(actor.getSnapshot().hasTag('pending')).toBe(false);
  });
});

describe('IDP consent: the session it issues codes for (issue 36)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const withApp = { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] };
  const mfaOptions = { policy: 'whenEnrolled' as const, methods: ['totp' as const] };
  const mfaOf = (actor: ReturnType<typeof start>['actor']) =>
    actor.getSnapshot().children.stepUp?.getSnapshot().children.mfa as unknown as { send(event: object): void } | undefined;

  it('a session the client knows only by its cookie counts (session.load), not "No active session"', async () => {
    const { client, view } = start({ user: null, script: { 'session.load': { sessionId: 'session-cookie', userId: 'user-test-1' } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('session.load')).toHaveLength(1);
    expect(view().status).toBe('consent');
  });

  it('a password-only session of a user with an authenticator app steps up before the preflight', async () => {
    const { actor, client, view } = start({ user: withApp, sessionFactors: ['password'] }, { mfaOptions });
    await vi.waitFor(() => expect(view().status).toBe('secondFactor'));
    expect(client.callsTo('idp.authorizeStart')).toEqual([]);
    mfaOf(actor)!.send({ type: 'code.submit', code: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 30 }]);
    expect(view().status).toBe('consent');
    expect(client.callsTo('idp.authorizeStart')).toHaveLength(1);
  });

  it('a session that already has the second factor goes on at once', async () => {
    const { client, view } = start({ user: withApp, sessionFactors: ['password', 'totp'] }, { mfaOptions });
    await vi.waitFor(() => expect(view().status).toBe('consent'));
    expect(client.callsTo('totps.authenticate')).toEqual([]);
  });

  it('refuses with the error when the policy cannot be met, and issues nothing', async () => {
    const { client, view, effects } = start(
      { user: fakeUser(), sessionFactors: ['password'], script: { 'totps.create': fail('insufficient_factors', 'More factors are needed.') } },
      { mfaOptions: { policy: 'required', methods: ['totp'] } },
    );
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'error', error: { type: 'insufficient_factors' } }));
    expect(client.callsTo('idp.authorizeStart')).toEqual([]);
    expect(client.callsTo('idp.authorizeSubmit')).toEqual([]);
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'insufficient_factors' }));
  });

  it('without mfaOptions a one-factor session is asked nothing (as before)', async () => {
    const { view } = start({ user: withApp, sessionFactors: ['password'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('consent');
  });
});
