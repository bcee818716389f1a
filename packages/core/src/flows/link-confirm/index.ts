export {
  linkConfirmMachine,
  type LinkCheck,
  type LinkConfirmContext,
  type LinkConfirmEvent,
  type LinkConfirmInput,
  type LinkConfirmOutput,
} from './link-confirm.machine';
export { createLinkConfirmActors } from './link-confirm.actors';
export { selectLinkConfirmView, type LinkConfirmView } from './link-confirm.selectors';
