// Preloaded (`node --import`) into the React 18 test workers. The modules Vite processes (the
// sources, the tests) get React 18 through the aliases of ./vitest.ts; the dependencies Node
// loads itself get it here: `import 'react'` in an ES module (Radix, input-otp, @xstate/react…)
// through a resolve hook, `require('react')` in a CommonJS one (use-sync-external-store,
// Testing Library…) through Module._resolveFilename. Both resolve as if from this directory,
// where React 18 is nested.
import Module, { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const REACT = /^(react|react-dom|scheduler)(\/|$)/;
const resolveFilename = Module._resolveFilename;

Module._resolveFilename = function (request, parent, isMain, options) {
  if (REACT.test(request)) return resolveFilename.call(this, request, parent, isMain, { paths: [here] });
  return resolveFilename.call(this, request, parent, isMain, options);
};

register('./resolve-hook.mjs', import.meta.url);
