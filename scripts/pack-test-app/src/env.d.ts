interface ImportMetaEnv {
  readonly VITE_EMULATOR_URL: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
