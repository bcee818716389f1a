import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceConditions } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's worker (`npx msw init .storybook/public`) and the emulator's pages worker, for the live
  // stories that run the emulator in the page (`startBrowserEmulator`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { ...sourceConditions, plugins: [tailwindcss()] }),
};

export default config;
