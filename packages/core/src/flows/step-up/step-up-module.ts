import type { AuthClient, AuthenticateResult } from '../../client';
import type { MfaOptions } from '../../config';
import { OTP_EXPIRATION_MINUTES } from '../../config/constants';
import { resolveMfaOptions } from '../../config/mfa-options';
import { createMfaActors, planStepUp, mfaMachine, type MfaInput } from '../mfa';
import type { FlowActorOptions } from '../shared/request';
import { planSensitiveStepUp, type StepUpPlan } from '../shared/step-up-plan';
import type { PasskeyStepUpRequest, PreparedPasskeyStepUp } from './passkey-step-up.types';

/*
 * The step-up, a chunk of its own that only a page which needs a second factor loads: the step-up
 * leaf's (`step-up.actors.ts`) on the redirect page, the reset page and the consent page given
 * mfaOptions, and the passkey-registration mode's (`passkey-registration-start`'s
 * `createPrepareStepUpActor`) when Stytch refuses a passkey for want of one. One module for both,
 * so their bundles share one lazy chunk (a chunk for each regrouped the shared chunks of every
 * first load around them). It is the one module of a flow another flow reaches without its
 * index.ts: by `import()`, a chunk, never statically.
 */

/** The step-up flow bound to the client. */
const boundMachine = (client: AuthClient, options: FlowActorOptions) =>
  mfaMachine.provide({
    actors: createMfaActors(client, options),
    ...(options.effects && { actions: options.effects }),
  });

/** What the step-up's module gives the step-up leaf: its rules, and its flow bound to the client. */
export interface MfaModule {
  planStepUp(result: AuthenticateResult, mfaOptions: MfaOptions | undefined): StepUpPlan;
  machine: ReturnType<typeof boundMachine>;
}

/** The step-up leaf's module: the rules (`planStepUp` over the resolved mfaOptions) and the flow. */
export function mfaModule(client: AuthClient, options: FlowActorOptions): MfaModule {
  return {
    planStepUp: (result, mfaOptions) => planStepUp(result, resolveMfaOptions(mfaOptions)),
    machine: boundMachine(client, options),
  };
}

/** Step-ups one passkey may ask for: a password session lacks two categories, one per step-up. */
const MAX_PASSKEY_STEP_UPS = 2;

/**
 * The passkey-registration mode's step-up (on Stytch's `insufficient_factors`): the user and their
 * session's factors (kept, and brought up to date by each step-up's answer), the rule of what to
 * ask (`planSensitiveStepUp`; with `again` when the factors look enough yet Stytch refused, as when
 * they are over an hour old), and the flow. Null: nobody is signed in, nothing the user can add
 * helps, or two step-ups were made already.
 */
export async function preparePasskeyStepUp(
  client: AuthClient,
  options: FlowActorOptions,
  { prepared, last, sessionDurationMinutes, stepUp }: PasskeyStepUpRequest,
  signal: AbortSignal,
): Promise<PreparedPasskeyStepUp | null> {
  const stepUps = prepared ? prepared.stepUps : 0;
  if (stepUps >= MAX_PASSKEY_STEP_UPS) return null;
  let account = prepared?.account;
  if (account) {
    const factors = last?.kind === 'secondFactorDone' ? last.result.session?.authenticationFactors : undefined;
    if (factors) account = { ...account, factors };
  } else {
    const user = await client.user.get({ signal });
    if (!user) return null;
    account = { user, factors: await client.session.factors() };
  }
  const plan = planSensitiveStepUp(account.factors, account.user) ?? planSensitiveStepUp(account.factors, account.user, true);
  if (!plan) return null;
  const input: MfaInput = {
    via: 'otp',
    result: { userId: account.user.userId, session: null, user: account.user, raw: null },
    plan,
    sessionDurationMinutes,
    otpExpirationMinutes: stepUp?.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(stepUp?.locale !== undefined && { locale: stepUp.locale }),
  };
  return { logic: boundMachine(client, options), input, account, stepUps: stepUps + 1 };
}
