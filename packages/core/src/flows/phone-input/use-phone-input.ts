import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useFlowActor } from '../../react/use-flow-actor';
import { loadPhoneNumberParser, type PhoneNumberParser } from '../../validation/phone';
import { phoneInputMachine, type PhoneInputInput } from './phone-input.machine';
import { selectPhoneInputView, type PhoneInputView } from './phone-input.selectors';

export type PhoneInputActorRef = ActorRefFrom<typeof phoneInputMachine>;

export type UsePhoneInputOptions = PhoneInputInput & {
  actorRef?: PhoneInputActorRef;
  /** Replaces the lazily loaded libphonenumber-js parser (tests, stories, custom metadata). */
  loadParser?: () => Promise<PhoneNumberParser>;
};

export interface UsePhoneInputResult extends PhoneInputView {
  setText(text: string): void;
  setCountry(regionCode: string): void;
  actorRef: PhoneInputActorRef;
}

const sameView = (a: PhoneInputView, b: PhoneInputView) =>
  a.formatting === b.formatting &&
  a.countries === b.countries &&
  a.value.text === b.value.text &&
  a.value.regionCode === b.value.regionCode;

/** A phone field's state: country, text reformatted as typed, and the lazily loaded parser. */
export function usePhoneInput(options: UsePhoneInputOptions = {}): UsePhoneInputResult {
  const { actorRef: attached, loadParser = loadPhoneNumberParser, ...input } = options;
  const actorRef = useFlowActor(
    attached,
    () => phoneInputMachine.provide({ actors: { loadParser: fromPromise(loadParser) } }),
    () => input,
  );
  const view = useSelector(actorRef, selectPhoneInputView, sameView);
  const commands = useMemo(
    () => ({
      setText: (text: string) => actorRef.send({ type: 'phone.change', text }),
      setCountry: (regionCode: string) => actorRef.send({ type: 'country.change', regionCode }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
