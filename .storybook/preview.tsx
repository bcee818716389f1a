import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';

const preview: Preview = {
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
