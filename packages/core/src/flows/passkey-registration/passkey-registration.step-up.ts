import type { AuthClient } from '../../client';
import { OTP_EXPIRATION_MINUTES } from '../../config/constants';
import { createSecondFactorActors, secondFactorMachine, type SecondFactorInput } from '../second-factor';
import type { FlowActorOptions } from '../shared/request';
import { planSensitiveStepUp } from '../shared/step-up-plan';
import type { PasskeyStepUpRequest, PreparedPasskeyStepUp } from './passkey-registration.machine';

/** Step-ups one passkey may ask for: a password session lacks two categories, one per step-up. */
const MAX_STEP_UPS = 2;

/**
 * The passkey-registration mode's step-up, a chunk of its own (loaded on Stytch's first
 * `insufficient_factors`): the user and their session's factors (kept, and brought up to date by
 * each step-up's answer), the rule of what to ask (`planSensitiveStepUp`; with `again` when the
 * factors look enough yet Stytch refused, as when they are over an hour old), and the step-up flow
 * bound to the client. Null: nobody is signed in, nothing the user can add helps, or two
 * step-ups were made already.
 */
export async function prepareStepUp(
  client: AuthClient,
  options: FlowActorOptions,
  { prepared, last, sessionDurationMinutes, stepUp }: PasskeyStepUpRequest,
  signal: AbortSignal,
): Promise<PreparedPasskeyStepUp | null> {
  const stepUps = prepared ? prepared.stepUps : 0;
  if (stepUps >= MAX_STEP_UPS) return null;
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
  const input: SecondFactorInput = {
    via: 'otp',
    result: { userId: account.user.userId, session: null, user: account.user, raw: null },
    plan,
    sessionDurationMinutes,
    otpExpirationMinutes: stepUp?.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(stepUp?.locale !== undefined && { locale: stepUp.locale }),
  };
  return {
    logic: secondFactorMachine.provide({
      actors: createSecondFactorActors(client, options),
      ...(options.effects && { actions: options.effects }),
    }),
    input,
    account,
    stepUps: stepUps + 1,
  };
}
