import type { AuthClient, AuthenticateResult, PasskeyRegisterRequest } from '../../client';
import { PASSKEY_CEREMONY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../config/constants';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { passkeyRegistrationStartMachine, type PasskeyStepUpRequest, type PreparedPasskeyStepUp } from './passkey-registration-start.machine';

/**
 * A passkey registration through the client: a ceremony, so the whole of it gets the ceremony
 * timeout (the prompt's time counts) and each of its server calls the request timeout.
 */
export const createRegisterPasskeyActor = (client: AuthClient, { requestTimeoutMs = REQUEST_TIMEOUT_MS }: FlowActorOptions = {}) =>
  fromRequest<AuthenticateResult, PasskeyRegisterRequest>(
    (input, signal) => client.webauthn.register(input, { signal, serverTimeoutMs: requestTimeoutMs }),
    PASSKEY_CEREMONY_TIMEOUT_MS,
  );

/**
 * The step-up before a passkey (its rules and its flow), fetched only when Stytch asks for it: the
 * step-up's lazy chunk (`flows/step-up/step-up-module.ts`, by `import()`, never statically).
 * Provided by the passkey-registration mode alone: the flows that only offer a passkey (the login
 * widget's, the reset-password mode's) never step up, and their bundles never see this import.
 */
export const createPrepareStepUpActor = (client: AuthClient, options: FlowActorOptions = {}) =>
  fromRequest<PreparedPasskeyStepUp | null, PasskeyStepUpRequest>(
    (request, signal) => import('../step-up/step-up-module').then((module) => module.preparePasskeyStepUp(client, options, request, signal)),
    options.requestTimeoutMs,
  );

/** PasskeyRegistrationStart bound to a client, ready to be a child of the flows that offer it. */
export function createPasskeyRegistrationStartLogic(client: AuthClient, options: FlowActorOptions = {}) {
  return passkeyRegistrationStartMachine.provide({ actors: { register: createRegisterPasskeyActor(client, options) } });
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use createPasskeyRegistrationStartLogic; removed in 0.3. */
export const createPasskeyRegistrationLogic = createPasskeyRegistrationStartLogic;
