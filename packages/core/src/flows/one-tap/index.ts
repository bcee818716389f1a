export { oneTapMachine, type OneTapContext, type OneTapEvent, type OneTapInput, type OneTapPromptInput } from './one-tap.machine';
export { createOneTapActors } from './one-tap.actors';
export { selectOneTapView, type OneTapView } from './one-tap.selectors';
