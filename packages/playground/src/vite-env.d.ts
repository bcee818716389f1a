/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTICO_EMULATOR_URL?: string;
  readonly VITE_PORTICO_PUBLIC_TOKEN?: string;
}
