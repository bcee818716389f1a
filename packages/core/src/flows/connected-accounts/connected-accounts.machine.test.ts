import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthUser } from '../../client';
import { createFakeAuthClient, fail, fakeAccountUser, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, settle, spyEffects } from '../shared/account.test-support';
import { createConnectedAccountsActors } from './connected-accounts.actors';
import { connectedAccountsMachine, LINK_REDIRECT_GRACE_MS } from './connected-accounts.machine';
import { selectConnectedAccountsView } from './connected-accounts.selectors';

function start(options: { user?: AuthUser; script?: FakeScript; factors?: ReturnType<typeof factor>[] } = {}) {
  const user = options.user ?? fakeAccountUser();
  const client = createFakeAuthClient({ user, ...(options.script && { script: options.script }) });
  const effects = spyEffects();
  const actor = createActor(connectedAccountsMachine.provide({ actors: createConnectedAccountsActors(client, { effects }), actions: effects }), {
    input: {
      account: { user, factors: options.factors ?? [factor('otp', 'email'), factor('otp', 'sms')] },
      providers: ['google', 'github'],
      linkRedirectUrl: 'https://app.test/account',
    },
  }).start();
  return { actor, client, effects, view: () => selectConnectedAccountsView(actor.getSnapshot()) };
}

describe('connected-accounts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the social logins and wallets, and the providers that can still be linked', () => {
    const { view } = start();
    expect(view()).toMatchObject({
      status: 'list',
      providers: [{ oauthUserRegistrationId: 'oauth-user-test-1', providerType: 'GitHub', provider: 'github', providerSubject: 'ada-github', profilePictureUrl: null, canRemove: true }],
      wallets: [{ cryptoWalletId: 'crypto-wallet-test-1', shortAddress: '0x6bad…0a11', type: 'ethereum', verified: true, canRemove: true }],
      linkable: ['google'],
    });
  });

  it('links a provider: the attach token (a sensitive change), then its start with the token and the redirect back', async () => {
    const { actor, client, view } = start();
    actor.send({ type: 'account.link', provider: 'google' });
    expect(view()).toMatchObject({ status: 'linking', linking: 'google', isPending: true });
    await settle();
    expect(client.callsTo('oauth.attach')).toEqual([{ provider: 'google' }]);
    expect(client.callsTo('oauth.start')).toEqual([
      { provider: 'google', oauthAttachToken: 'oauth-attach-token-test-google', loginRedirectUrl: 'https://app.test/account', signupRedirectUrl: 'https://app.test/account' },
    ]);
    // A navigation that never happened: the button comes back.
    await vi.advanceTimersByTimeAsync(LINK_REDIRECT_GRACE_MS);
    expect(view()).toMatchObject({ status: 'list', linking: null });
  });

  it('a linked provider, or one not configured, is not linked again', () => {
    const { actor, client } = start();
    actor.send({ type: 'account.link', provider: 'github' });
    actor.send({ type: 'account.link', provider: 'facebook' });
    expect(client.callsTo('oauth.attach')).toEqual([]);
  });

  it('an attach Stytch refuses steps up, then links', async () => {
    const { actor, client, view } = start({
      factors: [factor('oauth', 'oauth_github'), factor('otp', 'sms')],
      script: { 'oauth.attach': [fail('insufficient_factors'), { oauthAttachToken: 'token-2' }], 'otps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms')) },
    });
    actor.send({ type: 'account.link', provider: 'google' });
    await settle();
    expect(view().status).toBe('steppingUp');
    childOf(actor, 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('oauth.start')).toMatchObject([{ provider: 'google', oauthAttachToken: 'token-2' }]);
  });

  it('unlinks a social login after asking; a failure keeps it, with the error', async () => {
    const { actor, client, view } = start({ script: { 'user.deleteOAuthRegistration': [fail('internal_server_error'), undefined], 'user.get': fakeAccountUser({ providers: [] }) } });
    actor.send({ type: 'account.unlink', oauthUserRegistrationId: 'oauth-user-test-1' });
    expect(view()).toMatchObject({ status: 'confirmingRemoval', removing: { kind: 'provider', providerType: 'GitHub' } });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(view()).toMatchObject({ status: 'list', error: { type: 'internal_server_error' }, providers: [{ providerType: 'GitHub' }] });
    actor.send({ type: 'account.unlink', oauthUserRegistrationId: 'oauth-user-test-1' });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(client.callsTo('user.deleteOAuthRegistration')).toEqual([{ oauthUserRegistrationId: 'oauth-user-test-1' }, { oauthUserRegistrationId: 'oauth-user-test-1' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'unlinked', providers: [], linkable: ['google', 'github'] });
  });

  it('removes a wallet after asking; cancel keeps it', async () => {
    const { actor, client, view } = start();
    actor.send({ type: 'wallet.remove', cryptoWalletId: 'crypto-wallet-test-1' });
    actor.send({ type: 'change.cancel' });
    expect(view()).toMatchObject({ status: 'list', removing: null });
    actor.send({ type: 'wallet.remove', cryptoWalletId: 'crypto-wallet-test-1' });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(client.callsTo('user.deleteCryptoWallet')).toEqual([{ cryptoWalletId: 'crypto-wallet-test-1' }]);
    expect(view()).toMatchObject({ done: 'removed', wallets: [] });
  });
});
