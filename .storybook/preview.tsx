import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';
import { preloadLoginWidget } from '../packages/ui/src/widgets/login-widget/login-widget';

// `npm test` runs the stories beside the type checker on two cores: a lazily loaded chunk (a
// screen, a provider mark) may take longer than testing-library's 1 s default to arrive.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // The login widget's stories start with its flows loaded (its first paint has stories of its own).
  beforeAll: async () => {
    await preloadLoginWidget();
  },
  // 'Last used' is remembered in localStorage: every story starts on a fresh device.
  beforeEach: () => {
    localStorage.clear();
  },
  parameters: {
    layout: 'centered',
    // Every story is checked with axe; a violation fails its test (npm run test:stories).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
