import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginConfig, LoginTab } from '../../config';
import { useFlow } from '../../react/use-flow-actor';
import type { PhoneInputValue } from '../../validation/phone';
import type { MagicLinkActorRef } from '../magic-link/use-magic-link-flow';
import type { OtpActorRef } from '../otp/use-otp-flow';
import type { PasswordActorRef } from '../password/use-password-flow';
import type { ResendCodeActorRef } from '../resend-code/use-resend-code';
import type { FlowCallbacks } from '../shared/flow-effects';
import { createLoginActors, type LoginActorOptions } from './login.actors';
import { loginMachine } from './login.machine';
import { selectLoginView, type LoginView } from './login.selectors';

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

export type UseLoginWidgetOptions =
  | { actorRef: LoginActorRef }
  | ({
      actorRef?: never;
      config: LoginConfig;
      callbacks?: FlowCallbacks;
      requestTimeoutMs?: number;
    } & LoginActorOptions);

export interface UseLoginWidgetResult extends LoginView {
  selectTab(tab: LoginTab): void;
  submitEmail(email: string): void;
  submitPhone(method: 'sms' | 'whatsapp', phone: PhoneInputValue): void;
  /** Back to Main (the back arrow of the secondary screens). */
  toMain(): void;
  /** EmailConfirmation's 'Try again'. */
  tryAgain(): void;
  /** Resends the password-reset email (Forgot, Breached, SetNew, Dedupe). */
  resendReset(): void;
  /** 'Login without a password': emails a login link instead. */
  loginWithoutPassword(): void;
  /** A passwordless user's 'Create a password instead'. */
  createPassword(): void;
  otpRef: OtpActorRef | undefined;
  magicLinkRef: MagicLinkActorRef | undefined;
  passwordRef: PasswordActorRef | undefined;
  /** The resend control of the reset screens. */
  resetResendRef: ResendCodeActorRef | undefined;
  actorRef: LoginActorRef;
}

/** The whole login widget's state and commands; screens attach to it with `{ actorRef }`. */
export function useLoginWidget(options: UseLoginWidgetOptions): UseLoginWidgetResult {
  const actorRef = useFlow(
    'useLoginWidget',
    options,
    (client, effects) => {
      const { loadPhoneParser } = options as LoginActorOptions;
      const actors = createLoginActors(client, effects, { ...(loadPhoneParser && { loadPhoneParser }) });
      return loginMachine.provide({ actors, actions: effects });
    },
    (client) => {
      const { config, requestTimeoutMs } = options as Exclude<UseLoginWidgetOptions, { actorRef: LoginActorRef }>;
      return {
        config,
        bootstrap: client.bootstrap.getSync(),
        ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
      };
    },
  );
  const view = useSelector(actorRef, selectLoginView, shallowEqual);
  const otpRef = useSelector(actorRef, (snapshot) => snapshot.children.otp);
  const magicLinkRef = useSelector(actorRef, (snapshot) => snapshot.children.magicLink);
  const passwordRef = useSelector(actorRef, (snapshot) => snapshot.children.password);
  const resetResendRef = useSelector(actorRef, (snapshot) => snapshot.children.resend);
  const commands = useMemo(
    () => ({
      selectTab: (tab: LoginTab) => actorRef.send({ type: 'tab.select', tab }),
      submitEmail: (email: string) => actorRef.send({ type: 'email.submit', email }),
      submitPhone: (method: 'sms' | 'whatsapp', phone: PhoneInputValue) =>
        actorRef.send({ type: 'phone.submit', method, phone }),
      toMain: () => actorRef.send({ type: 'screen.back' }),
      tryAgain: () => actorRef.send({ type: 'email.tryAgain' }),
      resendReset: () => actorRef.send({ type: 'reset.resend' }),
      loginWithoutPassword: () => actorRef.send({ type: 'password.skip' }),
      createPassword: () => actorRef.send({ type: 'password.create' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, otpRef, magicLinkRef, passwordRef, resetResendRef, actorRef };
}
