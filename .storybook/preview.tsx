import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';
import { preloadTheming } from '../packages/ui/src/frame/theming';
import { preloadLoginWidget } from '../packages/ui/src/widgets/login-widget/login-widget';
import { checkIdsAndNames, checkModeMatrix, globalTypes, initialGlobals, resetModeOverride, viewportOptions, withMode } from './modes';

// `npm test` runs the stories beside the type checker on two cores: a lazily loaded chunk (a
// screen, a provider mark) may take longer than testing-library's 1 s default to arrive.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Theme, direction and locale: toolbar globals (.storybook/modes.tsx, docs/accessibility.md).
  globalTypes,
  initialGlobals,
  decorators: [withMode],
  // The login widget's stories start with its flows loaded (its first paint has stories of its own),
  // and every story with the theme's mapping (a chunk fetched by a widget given styles or
  // presentation, frame/theming.tsx: its loading has tests of its own).
  beforeAll: async () => {
    await Promise.all([preloadLoginWidget(), preloadTheming()]);
  },
  // 'Last used' is remembered in localStorage: every story starts on a fresh device, and in the
  // toolbar's mode.
  beforeEach: () => {
    localStorage.clear();
    resetModeOverride();
  },
  // The test run only: after the play function, unique ids and named fields (every story), then
  // (`modeMatrix`) axe and the reflow check in each mode of the matrix; the a11y addon's own axe
  // run comes after this, on the matrix's last mode.
  afterEach: async (context) => {
    checkIdsAndNames();
    await checkModeMatrix(context);
  },
  parameters: {
    layout: 'centered',
    // Every story is checked with axe; a violation fails its test (npm run test:stories).
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: { options: viewportOptions },
  },
};

export default preview;
