// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FLOWS } from './packages/core/src/flows/registry.mjs';

/**
 * The dependency rule of docs/architecture.md, enforced: each block lists what a layer may not import.
 * Package `exports` maps already forbid deep imports into another package.
 */
const noReact = [
  { name: 'react', message: 'Machines, actors, selectors and types are React-free (ARCHITECTURE: dependency rule).' },
  { name: '@xstate/react', message: 'Machines, actors, selectors and types are React-free.' },
];
/** The adapter (stytch/) and the fake client (testing/) implement the port and import no flow. */
const noFlowsInPortCode = {
  group: ['../flows', '../flows/*', '../../flows', '../../flows/*', './flows/*'],
  message: 'The adapter and the fake client import no flow: what they share with the flows belongs to client/ (docs/architecture.md).',
};
const noStytch = {
  group: ['@stytch/*'],
  message: 'Only the AuthClient adapter (core/src/stytch) talks to the Stytch SDK.',
};
const noHooksFromMachines = {
  group: ['../*/use-*', './use-*', '../../react/*'],
  message: 'The machine layer never imports hooks.',
};
const noDeepFlowImports = {
  regex: '^\\.\\./(?!shared/)[a-z-]+/',
  message: "Another flow is reached through its index.ts only (flows/login → '../otp', not '../otp/otp.machine').",
};

const emulatorNotCoreOrUi = {
  group: ['@portico/core', '@portico/core/*', '@portico/ui', '@portico/ui/*'],
  message: 'The emulator depends on nothing of core or ui.',
};
/** The emulator's use cases (use-cases/) and domain/ are below its HTTP layer (docs/emulator.md, "Layers"). */
const emulatorNoHttp = {
  group: ['**/http', '**/http/*', '**/routes', '**/routes/*', 'hono', 'hono/*'],
  message: 'The use cases (use-cases/) and domain/ know nothing of HTTP: throw a DomainError (domain/errors.ts); http/envelope.ts maps it to a status.',
};

/**
 * Which flow may import which: the registry of flows (packages/core/src/flows/registry.mjs, issue
 * 40) lists the flows each one composes, and every other flow is forbidden to it. A folder of
 * flows/ without a row (or a row without a folder) stops ESLint before it lints anything.
 */
const flowsDir = fileURLToPath(new URL('packages/core/src/flows/', import.meta.url));
const flowFolders = readdirSync(flowsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const unlisted = flowFolders.filter((flow) => !(flow in FLOWS));
const stale = Object.keys(FLOWS).filter((flow) => !flowFolders.includes(flow));
if (unlisted.length > 0 || stale.length > 0) {
  throw new Error(
    `The registry of flows (packages/core/src/flows/registry.mjs) is out of date: ${[
      ...unlisted.map((flow) => `flows/${flow} has no row`),
      ...stale.map((flow) => `the row ${flow} has no folder`),
    ].join('; ')}. Add the row (its kind, screens, hooks, tag, the flows it composes, its words).`,
  );
}

/** The import patterns a flow may not use: every flow its registry row does not compose. */
function notComposed(flow) {
  const allowed = new Set([flow, 'shared', ...FLOWS[flow].composes]);
  const forbidden = flowFolders.filter((other) => !allowed.has(other)).sort();
  return {
    group: forbidden.flatMap((other) => [`../${other}`, `../${other}/*`]),
    message: `${flow} composes only ${FLOWS[flow].composes.join(', ') || 'no other flow'} (its row in packages/core/src/flows/registry.mjs): compose another flow by adding it there, or share code through flows/shared.`,
  };
}

/** Per flow: its machine layer (React-free, no hooks, other flows through their index) and its hooks and index, each limited to the flows it composes. */
const flowBlocks = flowFolders.flatMap((flow) => [
  {
    files: [`packages/core/src/flows/${flow}/*.{machine,actors,selectors,types}.ts`],
    rules: {
      'no-restricted-imports': ['error', { paths: noReact, patterns: [noStytch, noHooksFromMachines, noDeepFlowImports, notComposed(flow)] }],
    },
  },
  {
    files: [`packages/core/src/flows/${flow}/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.ts', '**/*.{machine,actors,selectors,types}.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noStytch, notComposed(flow)] }] },
  },
]);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/test-results/**', '**/playwright-report/**', '**/.scratch/**', '**/.entries/**', '.portico/**', '**/mockServiceWorker.js', '**/.next/**', '**/next-env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server and user text is always rendered as text.' }],
    },
  },
  // The type-aware rules (every switch over a union handles each member; no promise left
  // unhandled) run in oxlint (.oxlintrc.json, `npm run lint`): its type-aware mode is built on
  // TypeScript 7 and takes seconds where typescript-eslint's took three minutes on two cores.
  {
    files: ['packages/{core,ui,playground}/src/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/{ui,playground}/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // core: nothing but the adapter touches the SDK.
  {
    files: ['packages/core/src/**/*.{ts,tsx}'],
    ignores: ['packages/core/src/stytch/**', 'packages/core/src/stytch.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noStytch] }] },
  },
  // core machine layer: no React, no SDK, no hooks; other flows only through their index.
  {
    files: ['packages/core/src/{client,config,validation}/**/*.ts', 'packages/core/src/index.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noReact, patterns: [noStytch, noHooksFromMachines] }] },
  },
  // Each flow: its machine layer and the flows it may compose (the registry's rows, above).
  ...flowBlocks,
  // The adapter and the fake client implement the port: what they share with the flows lives in
  // client/ (oneTapModeOf), never in a flow.
  {
    files: ['packages/core/src/stytch/**/*.ts', 'packages/core/src/stytch.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFlowsInPortCode] }] },
  },
  {
    files: ['packages/core/src/testing/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noStytch, noFlowsInPortCode] }] },
  },
  // ui primitives know nothing about auth.
  {
    files: ['packages/ui/src/primitives/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portico/*', '../screens/*', '../widgets/*', '../messages*'], message: 'Primitives know nothing about auth (ARCHITECTURE: dependency rule).' }] },
      ],
    },
  },
  // ui talks to core only through hooks and types; never to xstate or the SDK.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/widgets/**', 'packages/ui/src/primitives/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'xstate', message: 'The UI uses flows through @portico/core/react hooks only.' }],
          patterns: [noStytch, { group: ['@portico/core/stytch'], message: 'Only widgets adapt a Stytch client.' }],
        },
      ],
    },
  },
  // The emulator is the other side of the wire.
  {
    files: ['packages/emulator/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [emulatorNotCoreOrUi] }],
    },
  },
  // The test kit drives any front end through the browser and the emulator's HTTP API: it imports
  // nothing of the widget (a host testing a UI of its own must not install it for the kit).
  {
    files: ['packages/testing/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portico/core', '@portico/core/*', '@portico/ui', '@portico/ui/*', '@portico/elements', '@portico/elements/*'],
              message: '@portico/testing depends on nothing of core, ui or elements: it drives them through the page (docs/testing.md).',
            },
          ],
        },
      ],
    },
  },
  // The emulator's layers: routes (HTTP) → use-cases → domain → store. The use cases and the
  // domain know nothing of HTTP: they throw a DomainError, which http/ maps to a status.
  {
    files: ['packages/emulator/src/{use-cases,domain}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [emulatorNotCoreOrUi, emulatorNoHttp] }],
    },
  },
  {
    files: ['packages/emulator/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            emulatorNotCoreOrUi,
            emulatorNoHttp,
            { group: ['../use-cases', '../use-cases/*'], message: 'domain/ is below the use cases (use-cases/): the use cases call the domain, not the other way round.' },
          ],
        },
      ],
    },
  },
);
