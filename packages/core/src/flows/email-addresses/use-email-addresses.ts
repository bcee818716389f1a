import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { OtpActorRef } from '../otp/use-otp';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createEmailAddressesActors } from './email-addresses.actors';
import { emailAddressesMachine } from './email-addresses.machine';
import { selectEmailAddressesView, type EmailAddressesView } from './email-addresses.selectors';
import type { EmailAddressesInput } from './email-addresses.types';

export type EmailAddressesActorRef = ActorRefFrom<typeof emailAddressesMachine>;

export type UseEmailAddressesOptions = { actorRef: EmailAddressesActorRef } | (EmailAddressesInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseEmailAddressesResult extends EmailAddressesView, AccountSectionStepUp {
  /** 'Add an email address': the field. */
  add(): void;
  /** Call on every change of the new address's field. */
  setEmail(email: string): void;
  /** Sends the code to the typed address (a field error instead when it cannot be one). */
  submitEmail(): void;
  /** Back to the address while its code is awaited. */
  editEmail(): void;
  /** Asks to remove an address (the user confirms). */
  remove(emailId: string): void;
  confirmRemove(): void;
  /** Leaves an addition, a removal being confirmed, or a step-up. */
  cancel(): void;
  retry(): void;
  /** The code sent to the new address while `awaitingCode` (`useOtp({ actorRef })`: the passcode screen). */
  codeRef: OtpActorRef | undefined;
  actorRef: EmailAddressesActorRef;
}

/** The account's email addresses: standalone (loads the user) or the account root's `emailAddressesRef`. */
export function useEmailAddresses(options: UseEmailAddressesOptions = {}): UseEmailAddressesResult {
  const actorRef = useFlow(
    'useEmailAddresses',
    options,
    (client, bound) => emailAddressesMachine.provide({ actors: createEmailAddressesActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseEmailAddressesOptions, { actorRef: EmailAddressesActorRef }>),
  );
  const view = useAccountSectionView(actorRef, selectEmailAddressesView);
  const codeRef = useSelector(actorRef, (snapshot) => snapshot.children.code) as OtpActorRef | undefined;
  const commands = useMemo(
    () => ({
      add: () => actorRef.send({ type: 'email.add' }),
      setEmail: (email: string) => actorRef.send({ type: 'email.change', email }),
      submitEmail: () => actorRef.send({ type: 'email.submit' }),
      editEmail: () => actorRef.send({ type: 'email.edit' }),
      remove: (emailId: string) => actorRef.send({ type: 'email.remove', emailId }),
      confirmRemove: () => actorRef.send({ type: 'remove.confirm' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, codeRef, actorRef };
}
