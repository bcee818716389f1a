import type { AuthClient, MagicLinkRequest } from '../../client';
import { resendCodeWith } from '../resend-code';
import type { FlowEffects } from '../shared/flow-effects';
import { createSendLinkActor, sendMagicLink } from '../shared/senders';

/** The magic-link flow's ports, bound to a client; its resend child resends the same link. */
export function createMagicLinkActors(client: AuthClient, effects?: FlowEffects) {
  return {
    sendLink: createSendLinkActor(client),
    resendCode: resendCodeWith<MagicLinkRequest>((request, signal) => sendMagicLink(client, request, signal), effects),
  };
}
