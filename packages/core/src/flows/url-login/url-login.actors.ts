import { fromPromise } from 'xstate';
import type { AuthClient, UrlAuthenticateResult } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { SecondFactorModule } from '../shared/step-up-module';

type UrlLoginRequest = { href?: string; sessionDurationMinutes: number };

/**
 * The redirect page's one port: the URL's token, authenticated (and removed from the address
 * bar). A token is good for one use, so a flow restarted from its snapshot (React's strict
 * effects stop and start it again) shares the call already made instead of spending it twice.
 */
export function createUrlLoginActors(client: AuthClient, options: FlowActorOptions = {}) {
  const calls = new Map<string, Promise<UrlAuthenticateResult>>();
  return {
    authenticate: fromRequest<UrlAuthenticateResult, UrlLoginRequest>((request) => {
      const key = JSON.stringify(request);
      let call = calls.get(key);
      if (!call) {
        call = client.authenticateByUrl(request);
        calls.set(key, call);
      }
      return call;
    }, options.requestTimeoutMs),
    /** The session the link brought becomes the page's (the user chose the new account). */
    switchToHeld: fromRequest<void, void>((_, signal) => client.session.switchToHeld({ signal }), options.requestTimeoutMs),
    /** The page stays signed in as it was: the held session is forgotten. */
    dropHeld: fromRequest<void, void>(async () => client.session.dropHeld()),
    /** The step-up (mfaOptions), loaded only when a login needs a second factor. */
    loadSecondFactor: fromPromise<SecondFactorModule>(() =>
      import('../shared/step-up-module').then(({ secondFactorModule }) => secondFactorModule(client, options)),
    ),
  };
}
