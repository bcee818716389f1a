import type { MfaActorRef } from '@portico/core/react';
import { MfaSteps } from './mfa-steps';

export interface MfaScreenProps {
  /** The `mfa` flow (`mfaRef` of the login widget and the modes' hooks). */
  actorRef: MfaActorRef;
}

/**
 * MFA (spec §2's MFA enrollment and entry, recovery code, SMS and TOTP entry): every sub-screen of
 * the second factor a login still needs (`MfaSteps`), which the login widget loads lazily.
 */
export function MfaScreen({ actorRef }: MfaScreenProps) {
  return <MfaSteps actorRef={actorRef} />;
}
