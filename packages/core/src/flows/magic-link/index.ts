export { createMagicLinkActors } from './magic-link.actors';
export { magicLinkMachine, type MagicLinkContext, type MagicLinkEvent, type MagicLinkInput } from './magic-link.machine';
export { selectMagicLinkView, type MagicLinkView } from './magic-link.selectors';
