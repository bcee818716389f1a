import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PhoneNumberParser } from '../../validation/phone';
import type { OtpActorRef } from '../otp/use-otp';
import type { PhoneInputActorRef } from '../phone-input/use-phone-input';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createPhoneNumbersActors } from './phone-numbers.actors';
import { phoneNumbersMachine } from './phone-numbers.machine';
import { selectPhoneNumbersView, type PhoneNumbersView } from './phone-numbers.selectors';
import type { PhoneNumbersInput } from './phone-numbers.types';

export type PhoneNumbersActorRef = ActorRefFrom<typeof phoneNumbersMachine>;

export type UsePhoneNumbersOptions =
  | { actorRef: PhoneNumbersActorRef }
  | (PhoneNumbersInput & StandaloneFlowOptions & { actorRef?: never; loadPhoneParser?: () => Promise<PhoneNumberParser> });

export interface UsePhoneNumbersResult extends PhoneNumbersView, AccountSectionStepUp {
  /** 'Add a phone number': the field (`phoneInputRef`). */
  add(): void;
  /** Texts a code to the number typed in `phoneInputRef` (or to `phoneNumber`, E.164, from a field of your own). */
  submitPhone(phoneNumber?: string): void;
  editPhone(): void;
  remove(phoneId: string): void;
  confirmRemove(): void;
  cancel(): void;
  retry(): void;
  /** The new number's field while adding (`usePhoneInput({ actorRef })`: text, country picker, formatting). */
  phoneInputRef: PhoneInputActorRef | undefined;
  /** The texted code while `awaitingCode` (`useOtp({ actorRef })`). */
  codeRef: OtpActorRef | undefined;
  actorRef: PhoneNumbersActorRef;
}

/** The account's phone numbers: standalone (loads the user) or the account root's `phoneNumbersRef`. */
export function usePhoneNumbers(options: UsePhoneNumbersOptions = {}): UsePhoneNumbersResult {
  const actorRef = useFlow(
    'usePhoneNumbers',
    options,
    (client, bound) => {
      const standalone = options as Exclude<UsePhoneNumbersOptions, { actorRef: PhoneNumbersActorRef }>;
      return phoneNumbersMachine.provide({
        actors: createPhoneNumbersActors(client, { ...bound, ...(standalone.loadPhoneParser && { loadPhoneParser: standalone.loadPhoneParser }) }),
        actions: bound.effects,
      });
    },
    () => {
      const { loadPhoneParser: _parser, ...input } = flowInput(options as Exclude<UsePhoneNumbersOptions, { actorRef: PhoneNumbersActorRef }>);
      return input;
    },
  );
  const view = useAccountSectionView(actorRef, selectPhoneNumbersView);
  const phoneInputRef = useSelector(actorRef, (snapshot) => snapshot.children.phoneInput) as PhoneInputActorRef | undefined;
  const codeRef = useSelector(actorRef, (snapshot) => snapshot.children.code) as OtpActorRef | undefined;
  const commands = useMemo(
    () => ({
      add: () => actorRef.send({ type: 'phone.add' }),
      submitPhone: (phoneNumber?: string) => actorRef.send({ type: 'phone.submit', ...(phoneNumber !== undefined && { phoneNumber }) }),
      editPhone: () => actorRef.send({ type: 'phone.edit' }),
      remove: (phoneId: string) => actorRef.send({ type: 'phone.remove', phoneId }),
      confirmRemove: () => actorRef.send({ type: 'remove.confirm' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, phoneInputRef, codeRef, actorRef };
}
