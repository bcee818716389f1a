import { useUrlLogin } from '@portico/core/react';
import { createFakeAuthClient, hang, type FakeAuthClient, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { LinkConfirmScreen } from './link-confirm-screen';
import { sentence } from '../../test/text';

const HREF = 'https://example.com/authenticate?stytch_token_type=magic_links&token=link-token-test';

/** A magic link opened in a browser that did not ask for it, on a signed-out page. */
function Flow({ linkAddress }: { linkAddress: string | null }) {
  const login = useUrlLogin({ href: HREF, linkAddress });
  return login.status === 'confirming' && login.linkConfirmRef ? (
    <LinkConfirmScreen actorRef={login.linkConfirmRef} />
  ) : (
    <p data-testid="status">{login.status}</p>
  );
}

let lastClient: FakeAuthClient | undefined;

function ConfirmStory({ linkAddress = null, script = {} }: { linkAddress?: string | null; script?: FakeScript }) {
  const [client] = useState(() => (lastClient = createFakeAuthClient({ script: { 'links.startedHere': false, 'links.authenticate': hang(), ...script } })));
  return (
    <StoryFrame client={client}>
      <Flow linkAddress={linkAddress} />
    </StoryFrame>
  );
}

const meta = { title: 'Screens/LinkConfirm', component: ConfirmStory, parameters: { layout: 'padded' } } satisfies Meta<typeof ConfirmStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Continue signing in' })).toBeVisible();
    await expect(canvas.getByText('Select Continue to sign in on this device. If you did not ask for this link, close this page.')).toBeVisible();
    // One button, and it does not take the focus (Enter on arrival spends nothing).
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveAccessibleName('Continue');
    await expect(buttons[0]).not.toHaveFocus();
    await fireEvent.focus(buttons[0]!);
    await expect(lastClient!.callsTo('links.authenticate')).toEqual([]);
  },
};

/** This browser asked a link for ada@ (the login widget remembered it): the page names the address. */
export const AskingForAddress: Story = {
  args: { linkAddress: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Continue signing in' })).toBeVisible();
    await expect(canvas.getByText(sentence('You asked for a sign-in link for ada@example.com. Select Continue to sign in on this device.'))).toBeVisible();
  },
};

export const Continued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(lastClient!.callsTo('links.authenticate')).toHaveLength(1));
    await expect(await canvas.findByTestId('status')).toHaveTextContent('authenticating');
  },
};
