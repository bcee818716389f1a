/// <reference types="svelte" />
/// <reference types="vite/client" />
// The elements' properties and events, checked in templates (svelte-check).
import type {} from '@portico/elements/svelte';

declare global {
  interface ImportMetaEnv {
    /** The Portico emulator the Stytch client talks to (default: `npx portico-emulator`'s address). */
    readonly VITE_PORTICO_EMULATOR_URL?: string;
  }
}
