import { FLOWS, type FlowName } from '../../core/src/flows/registry.mjs';

/**
 * One tag per flow, from the registry of flows (packages/core/src/flows/registry.mjs): a test
 * carries the tag of each flow it exercises (`{ tag: tag('account-switch') }`, or
 * `[tag('password-reset'), tag('account-switch')]`), wherever it is (its own spec, the keyboard
 * suite, the fault matrix, the settings that change it). `npx playwright test --grep @otp --no-deps`
 * runs one flow's tests; `--grep` is a regular expression, so `--grep @passkey` runs the four
 * passkey flows' and `--grep @idp` both identity-provider pages'. `node scripts/flow-map.mjs
 * --check` fails for a test without a flow's tag.
 */
export type FlowTag = `@${string}`;

/** The flows with a tag: every row but flows/shared (its helpers have no tests of their own). */
export type TaggedFlow = Exclude<FlowName, 'shared'>;

/** The tag of `flow`'s end-to-end tests (its registry row's `tag`): a flow without a row does not compile. */
export function tag(flow: TaggedFlow): FlowTag {
  const flowTag = FLOWS[flow]?.tag;
  if (!flowTag) throw new Error(`The registry of flows has no tag for ${flow} (packages/core/src/flows/registry.mjs).`);
  return flowTag;
}

/**
 * The tests `npm test` also runs on the playground built on Preact (@portico/elements' runtime,
 * `npm run test:compat -w @portico/elements -- --grep @compat`): one or two of each product whose
 * screens hold the most state (the passcode boxes and resend, the passkey list's inline rename and
 * delete, the authenticator app's setup). The whole compat suite runs every test.
 */
export const COMPAT_TAG = '@compat';
