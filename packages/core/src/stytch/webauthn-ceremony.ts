import { createAuthError } from '../client';

/** What a ceremony adds to its one `navigator.credentials` call. */
export interface CeremonyCallOptions {
  signal?: AbortSignal;
  mediation?: 'conditional';
}

type CredentialsCall = (options?: CredentialRequestOptions | CredentialCreationOptions) => Promise<Credential | null>;
type Kind = 'get' | 'create';

/** The credential the browser's prompt answered with, named as the WebAuthn Signal API names it. */
export interface CeremonyAnswer {
  /** The relying party of the server's options (`rpId`, or `rp.id` on creation), else the page's host name. */
  rpId: string;
  /** `PublicKeyCredential.id`: its raw id, base64url. */
  credentialId: string;
}

function answerOf(options: CredentialRequestOptions | CredentialCreationOptions | undefined, credential: unknown) {
  const publicKey = options?.publicKey as { rpId?: unknown; rp?: { id?: unknown } } | undefined;
  const credentialId = (credential as { id?: unknown } | null)?.id;
  const rpId = publicKey?.rpId ?? publicKey?.rp?.id ?? globalThis.location?.hostname;
  return typeof credentialId === 'string' && credentialId !== '' && typeof rpId === 'string' && rpId !== ''
    ? { rpId, credentialId }
    : undefined;
}

/**
 * Ceremonies given up on (a server call past its timeout, the flow stopped) whose SDK call is
 * still under way: when its challenge finally arrives, the SDK goes on to open the browser's
 * prompt (and, answered, registers a passkey or signs in) long after the widget moved on. While
 * there are any, the page's `credentials` method is replaced by a guard that refuses the next
 * call made outside a live ceremony with an AbortError, once per ceremony given up on; it puts the
 * browser's method back once none is left.
 */
const abandoned: Array<{ kind: Kind; refused: boolean }> = [];
const guards = new Map<Kind, { guard: CredentialsCall; native: CredentialsCall; own: PropertyDescriptor | undefined }>();

function putBack(credentials: CredentialsContainer, kind: Kind) {
  const installed = guards.get(kind);
  if (!installed || abandoned.some((entry) => entry.kind === kind)) return;
  guards.delete(kind);
  // Under a live ceremony's own replacement, that ceremony puts the guard back, which then passes through.
  if (credentials[kind] !== installed.guard) return;
  if (installed.own) Object.defineProperty(credentials, kind, installed.own);
  else delete (credentials as unknown as Record<string, unknown>)[kind];
}

function refuseLatePrompt(credentials: CredentialsContainer, kind: Kind, native: CredentialsCall, run: Promise<unknown>) {
  const entry = { kind, refused: false };
  abandoned.push(entry);
  if (!guards.has(kind)) {
    const own = Object.getOwnPropertyDescriptor(credentials, kind);
    const guard: CredentialsCall = (options) => {
      const late = abandoned.find((candidate) => candidate.kind === kind && !candidate.refused);
      if (!late) return native.call(credentials, options);
      late.refused = true;
      abandoned.splice(abandoned.indexOf(late), 1);
      putBack(credentials, kind);
      return Promise.reject(new DOMException('The sign-in this prompt belonged to was given up on.', 'AbortError'));
    };
    guards.set(kind, { guard, native, own });
    Object.defineProperty(credentials, kind, { configurable: true, writable: true, value: guard });
  }
  const settled = () => {
    const index = abandoned.indexOf(entry);
    if (index >= 0) abandoned.splice(index, 1);
    putBack(credentials, kind);
  };
  run.then(settled, settled);
}

/**
 * Runs `run`, an SDK WebAuthn ceremony: a server call for the challenge, the browser's prompt
 * (its one `navigator.credentials.get` or `create` call), then a server call with the answer.
 *
 * - `serverTimeoutMs` times the server calls and not the prompt: the clock runs until the prompt
 *   opens, stops while the user is in it (or while autofill waits for them), and runs again once
 *   it has answered. A server that holds either call longer rejects the ceremony with
 *   `request_timeout`, where a single timer over the whole ceremony would have to allow minutes.
 * - `extra` is given to that one call. The SDK builds it with webauthn-json, which keeps neither
 *   an abort `signal` nor `mediation`, so without this the flow could neither cancel the
 *   browser's prompt nor ask for a quiet (conditional) creation.
 * - A ceremony given up on before its prompt (the timeout, or `extra.signal` aborting) never
 *   opens it later: see `refuseLatePrompt`.
 *
 * - `onAnswer` is told which credential the prompt answered with, and for which relying party.
 *
 * The call is found by replacing `kind` on the page's `CredentialsContainer` just before `run`;
 * the original is put back as soon as the call is made, and in any case when `run` settles.
 */
export async function runCeremony<T>(
  kind: Kind,
  {
    extra = {},
    serverTimeoutMs,
    onAnswer,
  }: { extra?: CeremonyCallOptions; serverTimeoutMs?: number; onAnswer?: (answer: CeremonyAnswer) => void },
  run: () => Promise<T>,
): Promise<T> {
  const credentials = typeof navigator === 'undefined' ? undefined : navigator.credentials;
  const hooked = credentials !== undefined && typeof credentials[kind] === 'function';
  const timed = serverTimeoutMs !== undefined && Number.isFinite(serverTimeoutMs);
  if (!hooked || (!timed && Object.keys(extra).length === 0 && !onAnswer)) return run();

  let timer: ReturnType<typeof setTimeout> | undefined;
  let timeOut: (error: unknown) => void = () => {};
  const timedOut = new Promise<never>((_, reject) => {
    timeOut = reject;
  });
  const startClock = () => {
    if (!timed) return;
    clearTimeout(timer);
    timer = setTimeout(() => timeOut(createAuthError('request_timeout')), serverTimeoutMs);
  };
  const stopClock = () => clearTimeout(timer);

  const own = Object.getOwnPropertyDescriptor(credentials, kind);
  const current = credentials[kind] as CredentialsCall;
  // The browser's own method, under the guard of ceremonies given up on if it is there.
  const native = [...guards.values()].find((installed) => installed.guard === current)?.native ?? current;
  const restore = () => {
    if (own) Object.defineProperty(credentials, kind, own);
    else delete (credentials as unknown as Record<string, unknown>)[kind];
  };
  let prompted = false;
  function prompt(options?: CredentialRequestOptions | CredentialCreationOptions) {
    prompted = true;
    restore();
    stopClock();
    const withExtra = options?.publicKey ? { ...options, ...extra } : options;
    return native
      .call(credentials, withExtra)
      .then((credential) => {
        const answer = answerOf(options, credential);
        if (answer) onAnswer?.(answer);
        return credential;
      })
      .finally(startClock);
  }
  Object.defineProperty(credentials, kind, { configurable: true, writable: true, value: prompt });
  startClock();
  const running = Promise.resolve().then(run);
  let runSettled = false;
  const settled = () => {
    runSettled = true;
  };
  running.then(settled, settled);
  const abort = extra.signal;
  const aborted = new Promise<never>((_, reject) => {
    if (abort?.aborted) reject(createAuthError('aborted'));
    abort?.addEventListener('abort', () => reject(createAuthError('aborted')), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    return await Promise.race([running, timedOut, aborted]);
  } catch (error) {
    // Given up on before its prompt: the SDK's call goes on, and must not open one later.
    if (!runSettled && !prompted) {
      if (credentials[kind] === prompt) restore();
      refuseLatePrompt(credentials, kind, native, running);
    }
    throw error;
  } finally {
    stopClock();
    if (credentials[kind] === prompt) restore();
  }
}
