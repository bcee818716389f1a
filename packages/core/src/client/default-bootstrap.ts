import type { BootstrapData } from './auth-client';

/**
 * The project settings before any are known: what a widget renders on the server, and in the
 * render that hydrates the server's HTML (the cached settings are the browser's alone).
 */
export const DEFAULT_BOOTSTRAP: BootstrapData = {
  projectName: null,
  displayWatermark: false,
  emailDomains: [],
  passwordConfig: null,
  rbacPolicy: null,
};
