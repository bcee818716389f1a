import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { emulatorWorkers } from '../vite.emulator-workers.ts';
import { sourceConditions } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // emulatorWorkers: MSW's worker and the emulator's pages worker, from the installed packages, for
  // the live stories that run the emulator in the page (`startBrowserEmulator`).
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { ...sourceConditions, plugins: [tailwindcss(), emulatorWorkers()] }),
};

export default config;
