import type { AuthClient, LinkAuthenticateRequest, LinkAuthenticateResult } from '../../client';
import { accountSwitchMachine, createAccountSwitchActors } from '../account-switch';
import { createLinkConfirmActors, linkConfirmMachine } from '../link-confirm';
import { createStepUpActors, stepUpMachine } from '../step-up';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/**
 * The redirect page's ports: the token's spend (`links.authenticate`), and its leaves bound to
 * the client ('Continue signing in', 'Switch accounts?', the step-up). A token is good for one
 * use, so a flow restarted from its snapshot (React's strict effects stop and start it again)
 * shares the call already made instead of spending it twice.
 */
export function createUrlLoginActors(client: AuthClient, options: FlowActorOptions = {}) {
  const calls = new Map<string, Promise<LinkAuthenticateResult>>();
  const actions = options.effects ? { actions: options.effects } : {};
  return {
    authenticate: fromRequest<LinkAuthenticateResult, LinkAuthenticateRequest>((request) => {
      const key = JSON.stringify(request);
      let call = calls.get(key);
      if (!call) {
        call = client.links.authenticate(request);
        calls.set(key, call);
      }
      return call;
    }, options.requestTimeoutMs),
    linkConfirm: linkConfirmMachine.provide({ actors: createLinkConfirmActors(client, options), ...actions }),
    accountSwitch: accountSwitchMachine.provide({ actors: createAccountSwitchActors(client, options), ...actions }),
    stepUp: stepUpMachine.provide({ actors: createStepUpActors(client, options), ...actions }),
  };
}
