import type { AuthClient, MagicLinkRequest } from '../../client';
import { resendCodeWith } from '../resend-code';
import type { FlowActorOptions } from '../shared/request';
import { createSendLinkActor, sendMagicLink } from '../shared/senders';

/** The magic-link flow's ports, bound to a client; its resend child resends the same link. */
export function createMagicLinkActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    sendLink: createSendLinkActor(client, options.requestTimeoutMs, options.effects),
    resendCode: resendCodeWith<MagicLinkRequest>((request, signal) => sendMagicLink(client, request, signal, options.effects), options),
  };
}
