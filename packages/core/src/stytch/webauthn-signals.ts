import type { CeremonyAnswer } from './webauthn-ceremony';

type Signal = (options: CeremonyAnswer) => Promise<void>;

/**
 * Tells the user's passkey provider (WebAuthn Signal API) that the server no longer knows this
 * credential, so it can hide or remove the passkey. Chrome and Edge 132+, Safari 26+; elsewhere
 * the method is absent and nothing happens. A signal never breaks a flow: its failure is ignored.
 */
export function signalUnknownCredential(answer: CeremonyAnswer): void {
  const type = (globalThis as { PublicKeyCredential?: { signalUnknownCredential?: Signal } }).PublicKeyCredential;
  if (typeof type?.signalUnknownCredential !== 'function') return;
  try {
    Promise.resolve(type.signalUnknownCredential({ rpId: answer.rpId, credentialId: answer.credentialId })).catch(() => undefined);
  } catch {
    // A browser that throws instead of rejecting: ignored as well.
  }
}
