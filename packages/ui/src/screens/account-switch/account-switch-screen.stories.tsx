import { useUrlLogin } from '@portico/core/react';
import { createFakeAuthClient, fakeHeldLogin, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { AccountSwitchDeclinedScreen, AccountSwitchScreen } from './account-switch-screen';
import { sentence } from '../../test/text';

const HREF = 'https://example.com/authenticate?stytch_token_type=magic_links&token=link-token-test';

/** The redirect page's flow, up to its question: the link is mallory@'s, the page ada@'s. */
function Flow() {
  const login = useUrlLogin({ href: HREF });
  if (login.status === 'declined' && login.switch) return <AccountSwitchDeclinedScreen {...login.switch} />;
  return login.accountSwitchRef ? <AccountSwitchScreen actorRef={login.accountSwitchRef} /> : null;
}

function SwitchStory({ script = {} }: { script?: FakeScript }) {
  const [client] = useState(() => createFakeAuthClient({ script: { 'links.authenticate': fakeHeldLogin(), ...script } }));
  return (
    <StoryFrame client={client}>
      <Flow />
    </StoryFrame>
  );
}

const meta = { title: 'Screens/AccountSwitch', component: SwitchStory, parameters: { layout: 'padded' } } satisfies Meta<
  typeof SwitchStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const stayButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: 'Stay signed in as ada@example.com' });
const continueButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Continue as mallory@example.com' });

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await expect(
      canvas.getByText(sentence('You are signed in as ada@example.com. This link is for mallory@example.com — continue as the new account?')),
    ).toBeVisible();
    // Staying, the safe answer, comes first.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons[0]).toBe(await stayButton(canvasElement));
    await expect(buttons[1]).toBe(continueButton(canvasElement));
  },
};

export const Switching: Story = {
  args: { script: { 'session.switchToHeld': hang() } },
  play: async ({ canvasElement }) => {
    await stayButton(canvasElement);
    await userEvent.click(continueButton(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="account-switch-screen"]')).toHaveAttribute('data-status', 'switching'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Switching accounts…');
    await expect(await stayButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Declined: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await stayButton(canvasElement));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are still signed in as ada@example.com' })).toBeVisible();
    await expect(canvas.getByText('The link was not used. You may close this page.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The reset page's new password was for another account: saved, but the page stayed ada@'s. */
export const DeclinedPasswordChanged: Story = {
  render: () => (
    <StoryFrame>
      <AccountSwitchDeclinedScreen current="ada@example.com" next="mallory@example.com" passwordChanged />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are still signed in as ada@example.com' })).toBeVisible();
    await expect(
      canvas.getByText(sentence('The new password for mallory@example.com is saved, but you were not signed in as mallory@example.com. You may close this page.')),
    ).toBeVisible();
  },
};
