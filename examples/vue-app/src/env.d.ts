/// <reference types="vite/client" />
// The elements' properties and events, checked in templates (vue-tsc).
import type {} from '@portico/elements/vue';

interface ImportMetaEnv {
  /** The Portico emulator the Stytch client talks to (default: `npx portico-emulator`'s address). */
  readonly VITE_PORTICO_EMULATOR_URL?: string;
}
