import type { PasskeyRegistrationStartOutput } from '@portico/core';
import { createFakeAuthClient, fail, fakeUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { PasskeyRegistrationStartScreen } from './passkey-registration-start-screen';

type Props = { script?: FakeScript; onDone?: (output: PasskeyRegistrationStartOutput) => void };

function PasskeyRegistrationStartStory({ script = {}, onDone }: Props) {
  return (
    <StoryFrame client={createFakeAuthClient({ user: fakeUser(), script })}>
      <PasskeyRegistrationStartScreen {...(onDone && { onDone })} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/PasskeyRegistrationStart',
  component: PasskeyRegistrationStartStory,
  parameters: { layout: 'padded' },
  args: { onDone: fn() },
} satisfies Meta<typeof PasskeyRegistrationStartStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const createButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Create a Passkey' });
const skipButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Skip' });

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await expect(createButton(canvasElement)).toBeVisible();
    await expect(createButton(canvasElement)).not.toHaveAttribute('aria-disabled');
    await expect(skipButton(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

export const Creating: Story = {
  args: { script: { 'webauthn.register': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(createButton(canvasElement));
    await expect(createButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Creating your passkey…');
    await expect(skipButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    // Pressing again while the prompt is open does nothing.
    await userEvent.click(createButton(canvasElement));
    await waitFor(() => expect(createButton(canvasElement)).toHaveFocus());
  },
};

export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(createButton(canvasElement));
    await expect(await within(canvasElement).findByText('Passkey successfully created!')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'registered' })));
  },
};

export const DuplicatePasskey: Story = {
  args: { script: { 'webauthn.register': fail('webauthn_credential_exists') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    const alert = await within(canvasElement).findByText(
      'The Passkey cannot be created as it seems to be already registered. ' +
        'It is possible this Passkey was registered on another device but has synced cross-device.',
    );
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(createButton(canvasElement)).not.toHaveAttribute('aria-disabled');
    await expect(skipButton(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

/** The user could complete MFA but this session has one factor: it must add a second first (insufficient_factors). */
export const NeedsSecondFactor: Story = {
  args: { script: { 'webauthn.register': fail('insufficient_factors') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    const text = 'For your security, log in again with a second method (such as a code sent to your phone) before making this change.';
    await expect(await within(canvasElement).findByText(text)).toBeVisible();
    await expect(createButton(canvasElement)).toHaveAccessibleDescription(text);
    await expect(skipButton(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

export const NotCreated: Story = {
  args: { script: { 'webauthn.register': fail('webauthn_cancelled') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(
        'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
      ),
    ).toBeVisible();
    await expect(createButton(canvasElement)).toHaveAccessibleDescription(
      'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
    );
  },
};

export const Skipped: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(skipButton(canvasElement));
    await expect(args.onDone).toHaveBeenCalledWith({ kind: 'skipped' });
    await expect(skipButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(createButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};
