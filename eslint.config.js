// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency rule of docs/architecture.md, enforced: each block lists what a layer may not import.
 * Package `exports` maps already forbid deep imports into another package.
 */
const noReact = [
  { name: 'react', message: 'Machines, actors, selectors and types are React-free (ARCHITECTURE: dependency rule).' },
  { name: '@xstate/react', message: 'Machines, actors, selectors and types are React-free.' },
];
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

/** The flows that only a root (the login router, a mode) may compose. */
const PRODUCT_FLOWS = [
  'login',
  'otp',
  'magic-link',
  'password',
  'password-reset',
  'login-form',
  'create-password',
  'passwordless',
  'reset-email',
  'passkey-login',
  'passkey-registration-success',
  'passkey-upgrade',
  'oauth',
  'one-tap',
  'url-login',
  'crypto-connect',
  'crypto-other',
  'idp-consent',
  'idp-logout',
  // The account (issue 37): its root and its sections.
  'account',
  'account-profile',
  'email-addresses',
  'phone-numbers',
  'account-password',
  'connected-accounts',
  'connected-apps',
  'devices',
  'delete-account',
];

/** The account's sections: each composes leaves, `sensitive-change` and the passcode flow (`otp`), never another product flow. */
const ACCOUNT_SECTIONS = ['account-profile', 'email-addresses', 'phone-numbers', 'account-password', 'connected-accounts', 'connected-apps', 'devices', 'delete-account'];

/** The machine layer of `flows` may not import the product flows `forbidden`. */
function productFlowImports(flows, forbidden) {
  return {
    files: [`packages/core/src/flows/{${flows.join(',')},}/*.{machine,actors,selectors,types}.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noReact,
          patterns: [
            noStytch,
            noHooksFromMachines,
            noDeepFlowImports,
            {
              group: forbidden.map((flow) => `../${flow}`),
              message:
                'Only the roots (flows/login, password-reset, account) compose product flows; share code through the leaf flows (countdown, resend-code, password-strength, phone-input, passkey-registration-start, sensitive-change) or flows/shared.',
            },
          ],
        },
      ],
    },
  };
}

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
  {
    files: ['packages/core/src/flows/**/*.{machine,actors,selectors,types}.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: noReact, patterns: [noStytch, noHooksFromMachines, noDeepFlowImports] }],
    },
  },
  // Only the router (flows/login) routes between the product flows; any flow may use the leaf
  // ones (countdown, resend-code, password-strength, phone-input, passkey-registration-start) and
  // flows/shared. The reset-password mode (flows/password-reset) is a root of its own: it may also offer a passkey
  // after its login (passkey-upgrade).
  productFlowImports(
    ['otp', 'magic-link', 'password', 'resend-code', 'countdown', 'phone-input', 'password-strength', 'login-form', 'create-password', 'passwordless', 'reset-email', 'passkey-login', 'passkey-registration-start', 'passkey-registration-success', 'passkey-upgrade', 'oauth', 'one-tap', 'url-login', 'crypto-connect', 'crypto-other', 'idp-consent', 'idp-logout', 'sensitive-change'],
    PRODUCT_FLOWS,
  ),
  // The account's sections may embed the passcode flow (a code sent to a new address), as the
  // step-up does; the account root (a mode of its own) composes its sections and the passkey-registration mode.
  productFlowImports(ACCOUNT_SECTIONS, PRODUCT_FLOWS.filter((flow) => flow !== 'otp')),
  productFlowImports(
    ['account'],
    PRODUCT_FLOWS.filter((flow) => flow !== 'account' && flow !== 'passkey-registration-success' && !ACCOUNT_SECTIONS.includes(flow)),
  ),
  productFlowImports(
    ['password-reset'],
    PRODUCT_FLOWS.filter((flow) => flow !== 'passkey-upgrade' && flow !== 'password-reset'),
  ),
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
