/// <reference types="vite/client" />
// The elements' properties and events, checked in templates (vue-tsc).
import type {} from '@portico/elements/vue';

// The file is a module (its import above), so the variable's type goes into the global ImportMetaEnv.
declare global {
  interface ImportMetaEnv {
    /** The Portico emulator the Stytch client talks to (default: `npx portico-emulator`'s address). */
    readonly VITE_PORTICO_EMULATOR_URL?: string;
  }
}
