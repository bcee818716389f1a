import type { IdpConsentParams, MfaOptions } from '@portico/core';
import { createFakeAuthClient, fail, fakeIdpAuthorizeStart, fakeUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { IdpConsentScreen } from './idp-consent-screen';
import { sentence } from '../../test/text';

const REQUEST = {
  clientId: 'client-test-1',
  redirectUri: 'https://client.test/callback',
  responseType: 'code',
  scopes: ['openid', 'profile', 'email'],
  state: 'st-1',
};

type Props = {
  script?: FakeScript;
  signedIn?: boolean;
  params?: IdpConsentParams;
  onRedirect?: (url: string) => void;
  /** The host's second-factor policy; the session then has only a password. */
  mfaOptions?: MfaOptions;
  /** The user has an authenticator app. */
  app?: boolean;
};

function IdpConsentStory({ script = {}, signedIn = true, params = { request: REQUEST }, onRedirect, mfaOptions, app = false }: Props) {
  const user = app ? { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] } : fakeUser();
  return (
    <StoryFrame client={createFakeAuthClient({ user: signedIn ? user : null, script, ...(mfaOptions && { sessionFactors: ['password'] }) })}>
      <IdpConsentScreen projectName="Acme" params={params} {...(onRedirect && { onRedirect })} {...(mfaOptions && { mfaOptions })} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/IdpConsent',
  component: IdpConsentStory,
  parameters: { layout: 'padded' },
  args: { onRedirect: fn() },
} satisfies Meta<typeof IdpConsentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('button', { name });

export const Consent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Example App with Acme' })).toBeVisible();
    await expect(canvas.getByText('Confirm your identity')).toBeVisible();
    await expect(canvas.getByText('See your name and profile picture')).toBeVisible();
    await expect(canvas.getByText('See your email address')).toBeVisible();
    await expect(await button(canvasElement, 'Allow')).toBeVisible();
    await expect(await button(canvasElement, 'Deny')).toBeVisible();
  },
};

export const Allowed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await button(canvasElement, 'Allow'));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('https://client.test/callback?code=code-test-1&state=st-1'));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Redirecting…');
  },
};

export const Submitting: Story = {
  args: { script: { 'idp.authorizeSubmit': hang() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Allow'));
    await waitFor(async () => expect(await button(canvasElement, 'Allow')).toHaveAttribute('aria-busy', 'true'));
    await expect(await button(canvasElement, 'Deny')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Denied: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await button(canvasElement, 'Deny'));
    await expect(await within(canvasElement).findByText('Access to the application was denied.')).toBeVisible();
    await expect(args.onRedirect).toHaveBeenCalledWith('https://client.test/callback?error=access_denied&state=st-1');
  },
};

export const CustomAndUngrantableScopes: Story = {
  args: {
    script: {
      'idp.authorizeStart': {
        consentRequired: true,
        client: { clientId: 'client-test-1', clientName: '<b>Docs</b>' },
        scopeResults: [
          { scope: 'openid', isGrantable: true, description: '' },
          { scope: 'read:docs', isGrantable: true, description: 'Read your documents' },
          { scope: 'admin:docs', isGrantable: false, description: 'Administer documents' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Server strings are text, never markup.
    await expect(await canvas.findByRole('heading', { name: '<b>Docs</b> wants to access your account' })).toBeVisible();
    await expect(canvas.getByText('Read your documents')).toBeVisible();
    const box = canvas.getByText(sentence('You do not have permissions to grant <b>Docs</b> access to some of the requested scopes'));
    await userEvent.click(box);
    await expect(canvas.getByText('Administer documents')).toBeVisible();
  },
};

export const NothingGrantable: Story = {
  args: {
    script: {
      'idp.authorizeStart': {
        consentRequired: true,
        client: { clientId: 'client-test-1', clientName: 'Example App' },
        scopeResults: [{ scope: 'admin:docs', isGrantable: false, description: 'Administer documents' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sentence("You cannot grant Example App's request"))).toBeVisible();
    await expect(canvas.getByText('Administer documents')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { script: { 'idp.authorizeStart': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const PreflightError: Story = {
  args: { script: { 'idp.authorizeStart': fail('invalid_redirect_url', 'The redirect_uri is not registered for this client.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The redirect_uri is not registered for this client.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
  },
};

export const NoSession: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('No active session detected. Please log in to continue.');
  },
};

export const MissingParameter: Story = {
  args: { params: { missing: 'redirect_uri' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Required parameter is missing: redirect_uri. Please reach out to the application developer.',
    );
  },
};

/**
 * A one-factor session (a password) of a user with an authenticator app, under the host's
 * policy: the app's code first, then the consent (issue 36).
 */
export const SecondFactorFirst: Story = {
  args: { mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] }, app: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
    await userEvent.keyboard('123456');
    await expect(await canvas.findByRole('heading', { name: 'Sign in to Example App with Acme' })).toBeVisible();
  },
};

/** The policy cannot be met (Stytch refused the enrolment it needs): no consent, the error. */
export const SecondFactorCannotBeMet: Story = {
  args: { mfaOptions: { policy: 'required', methods: ['totp'] }, script: { 'totps.create': fail('insufficient_factors') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
  },
};

/** A Connected App whose name starts with a right-to-left override (U+202E): 'Evil app', written backwards. */
const OVERRIDDEN = '\u202eppa livE';
const overriddenApp: FakeScript = { 'idp.authorizeStart': fakeIdpAuthorizeStart({ client: { clientId: 'client-test-1', clientName: OVERRIDDEN } }) };

/** Where the `index`th character of `needle` shows on the screen, in `root`'s text. */
function charBox(root: Element, needle: string, index = 0): DOMRect {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node.textContent ?? '').indexOf(needle);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at + index);
    range.setEnd(node, at + index + 1);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${needle}" is not in the title`);
}

/** Every visible character of the client's name (its override has no box). */
function nameBoxes(title: Element): DOMRect[] {
  const name = title.querySelector('bdi strong')!;
  return [...OVERRIDDEN].map((_, index) => charBox(name, OVERRIDDEN, index)).filter((box) => box.width > 0);
}

/** `a` reads before `b` in a paragraph written `dir`: on an earlier line, or on the same line nearer its start. */
function readsBefore(a: DOMRect, b: DOMRect, dir: 'ltr' | 'rtl'): boolean {
  if (a.bottom <= b.top + 1) return true;
  if (b.bottom <= a.top + 1) return false;
  return dir === 'ltr' ? a.right <= b.left + 1 : a.left >= b.right - 1;
}

/** The title reads `before`, the client's name, `after`, then 'Acme' with its letters left to right. */
async function expectNameInItsPlace(title: Element, dir: 'ltr' | 'rtl', before: string, after: string) {
  for (const box of nameBoxes(title)) {
    await expect(readsBefore(charBox(title, before), box, dir), `'${before}' reads before the name`).toBe(true);
    await expect(readsBefore(box, charBox(title, after), dir), `the name reads before '${after}'`).toBe(true);
  }
  await expect(readsBefore(charBox(title, after), charBox(title, 'Acme'), dir), `'${after}' reads before 'Acme'`).toBe(true);
  await expect(charBox(title, 'Acme', 0).left, "'Acme' reads left to right").toBeLessThan(charBox(title, 'Acme', 3).left);
}

/**
 * The override turns the client's name only (it reads 'Evil app' on the screen): the sentence
 * around it keeps its order. Without the name's isolate, the override would run on to the end of
 * the title: 'with Acme' written backwards ('emcA htiw'), to the name's left.
 */
export const OverriddenClientName: Story = {
  args: { script: overriddenApp },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByRole('heading', { name: `Sign in to ${OVERRIDDEN} with Acme` });
    await expect(title.querySelector('bdi strong')).toHaveTextContent(OVERRIDDEN, { normalizeWhitespace: false });
    await expectNameInItsPlace(title, 'ltr', 'Sign', 'with');
  },
};

/** The same in Arabic, right to left: 'إلى' (to), the name, 'باستخدام' (with), then Acme. */
export const OverriddenClientNameArabic: Story = {
  args: { script: overriddenApp },
  // Played in Arabic, right to left (the toolbar's globals); the modes' checks follow as for every story.
  globals: { locale: 'ar', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByRole('heading', { name: `تسجيل الدخول إلى ${OVERRIDDEN} باستخدام Acme` });
    await expectNameInItsPlace(title, 'rtl', 'إلى', 'باستخدام');
  },
};
