import type { AuthUser } from '@portico/core';
import { AuthClientProvider, useAccount, useDeleteAccount, useDevices } from '@portico/core/react';
import { createFakeAccountBackend, createFakeAuthClient, fail, fakeAccountUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessagesSection } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { AccountFrame, AccountWidget } from './account-widget';

type Props = Omit<ComponentProps<typeof AccountWidget>, 'client'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
};

/** The widget over the real machines and a scripted client whose signed-in user the story sets (Ada, with everything). */
function AccountWidgetStory({ user = fakeAccountUser(), sessionFactors = ['otp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountWidget {...props} client={client} />;
}

const meta = {
  title: 'Widgets/AccountWidget',
  component: AccountWidgetStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof AccountWidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="widget-frame"]');
const sectionNames = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="account-section"]')).map((section) => section.getAttribute('data-section'));

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Profile' })).toBeVisible();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'Account');
    // Who is signed in, at the top: the name, and the address they log in with.
    const header = canvasElement.querySelector('[data-slot="account-header"]')!;
    await expect(header).toHaveTextContent('Ada Lovelace');
    await expect(header).toHaveTextContent('ada@example.com');
    await expect(header.querySelector('[data-slot="account-avatar"]')).toHaveTextContent('AL');
    // Every section in the root's order (without a backend: no devices, no deleting the account).
    await waitFor(() =>
      expect(sectionNames(canvasElement)).toEqual(['profile', 'emailAddresses', 'phoneNumbers', 'password', 'connectedAccounts', 'passkeys', 'secondFactors', 'connectedApps']),
    );
    // A rule before each section.
    await expect(canvasElement.querySelectorAll('[data-slot="account-rule"]')).toHaveLength(8);
    // A page, not a card: wider than the login widget.
    await expect(frame(canvasElement)!.getBoundingClientRect().width).toBeGreaterThan(420);
  },
};

export const WithBackend: Story = {
  args: { backend: createFakeAccountBackend() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Profile' });
    // With the host's server side: its devices, and deleting the account, last.
    await waitFor(() => expect(sectionNames(canvasElement).slice(-2)).toEqual(['devices', 'deleteAccount']));
    await expect(sectionNames(canvasElement)).toHaveLength(10);
  },
};

/** No name yet: the address stands for it, and its first letter is the avatar. */
export const WithoutName: Story = {
  args: { user: fakeAccountUser({ name: {} }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Profile' });
    const header = canvasElement.querySelector('[data-slot="account-header"]')!;
    await expect(header.querySelector('[data-slot="account-name"]')).toHaveTextContent('ada@example.com');
    await expect(header.querySelector('[data-slot="account-email"]')).toBeNull();
    await expect(header.querySelector('[data-slot="account-avatar"]')).toHaveTextContent('A');
  },
};

/** A social login gave a picture: it stands for the initials (decorative: the name is beside it). */
export const WithPicture: Story = {
  args: {
    user: fakeAccountUser({
      providers: [
        {
          providerType: 'GitHub',
          providerSubject: 'ada-github',
          oauthUserRegistrationId: 'oauth-user-test-1',
          profilePictureUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%2319303d"/%3E%3C/svg%3E',
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Profile' });
    await expect(canvasElement.querySelector('img[data-slot="account-avatar"]')).toHaveAttribute('alt', '');
  },
};

/** A long name and address in a narrow page: they wrap, the page never scrolls sideways. */
export const LongNames: Story = {
  args: {
    user: fakeAccountUser({
      name: { firstName: 'Augusta Ada', lastName: 'King-Noel, Countess of Lovelace' },
      emails: [{ emailId: 'email-test-1', email: 'augusta.ada.king-noel.countess.of.lovelace@analytical-engine.example.co.uk', verified: true }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Profile' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'Loading');
  },
};

export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Cannot use Account component without active user authenticated.');
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'AccountError');
  },
};

export const LoadFailed: Story = {
  args: { script: { 'user.get': [fail('network_unreachable'), fakeAccountUser()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveAttribute('data-error-type', 'network_unreachable');
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'AccountLoadFailed');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Profile' })).toBeVisible();
  },
};

/**
 * The account ended: deleted (through the delete-account section's hook, as its screen does), or
 * this device signed out (the devices section's). `AccountFrame` draws the root's screens for the
 * `useAccount()` result the story drives.
 */
function EndedStory({ how }: { how: 'deleted' | 'signedOut' }) {
  // Without a phone number: the emailed code of the session is all Stytch's rule asks for.
  const [client] = useState(() => createFakeAuthClient({ user: fakeAccountUser({ phoneNumbers: [] }), sessionFactors: ['otp'] }));
  const [backend] = useState(() => createFakeAccountBackend());
  return (
    <AuthClientProvider client={client}>
      <MessagesSection english={enAccount}>
        <Ending how={how} backend={backend} />
      </MessagesSection>
    </AuthClientProvider>
  );
}

function Ending({ how, backend }: { how: 'deleted' | 'signedOut'; backend: ReturnType<typeof createFakeAccountBackend> }) {
  const account = useAccount({ backend });
  return (
    <>
      <AccountFrame account={account} />
      {account.deleteAccountRef && how === 'deleted' && <DeleteIt actorRef={account.deleteAccountRef} />}
      {account.devicesRef && how === 'signedOut' && <SignOutHere actorRef={account.devicesRef} />}
    </>
  );
}

function DeleteIt({ actorRef }: { actorRef: NonNullable<ReturnType<typeof useAccount>['deleteAccountRef']> }) {
  const deletion = useDeleteAccount({ actorRef });
  useEffect(() => {
    if (deletion.status !== 'confirming') return;
    if (deletion.typed !== deletion.confirmationText) deletion.setConfirmation(deletion.confirmationText);
    else deletion.deleteAccount();
  }, [deletion]);
  return null;
}

function SignOutHere({ actorRef }: { actorRef: NonNullable<ReturnType<typeof useAccount>['devicesRef']> }) {
  const devices = useDevices({ actorRef });
  const here = devices.devices.find((device) => device.current);
  useEffect(() => {
    if (devices.status === 'list' && here) devices.signOut(here.sessionId);
    if (devices.status === 'confirmingSignOut') devices.confirmSignOut();
  }, [devices, here]);
  return null;
}

export const Deleted: StoryObj = {
  render: () => <EndedStory how="deleted" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your account has been deleted.')).toBeVisible();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'AccountSignedOut');
  },
};

export const SignedOutHere: StoryObj = {
  render: () => <EndedStory how="signedOut" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are signed out on this device.')).toBeVisible();
  },
};

/** In a shadow root of its own (`enableShadowDOM`): the sections, their dialogs and step-ups inside it. */
export const InShadowRoot: Story = {
  args: { enableShadowDOM: true },
  play: async ({ canvasElement }) => {
    const host = await waitFor(() => {
      const element = canvasElement.querySelector('[data-slot="shadow-host"]');
      if (!element?.shadowRoot?.querySelector('[data-section="profile"]')) throw new Error('not yet');
      return element;
    });
    const inside = within(host.shadowRoot!.querySelector<HTMLElement>('[data-slot="widget-frame"]')!);
    await userEvent.click(inside.getByRole('button', { name: 'Remove +14155550100' }));
    await expect(await inside.findByRole('alertdialog', { name: 'Remove +14155550100?' })).toBeVisible();
  },
};
