import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../messages';
import { PasskeyRegistrationWidget } from './passkey-registration-widget';

type Props = Omit<ComponentProps<typeof PasskeyRegistrationWidget>, 'client'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
  onEvent?: (event: unknown) => void;
};

const laptop = { webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' };

/** The widget over a scripted client whose signed-in user's passkeys the story changes. */
function PasskeyRegistrationWidgetStory({ user = fakeUser([laptop]), sessionFactors, script = {}, onEvent, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, script, ...(sessionFactors && { sessionFactors }) }));
  return <PasskeyRegistrationWidget {...props} client={client} {...(onEvent && { callbacks: { onEvent } })} />;
}

const meta = {
  title: 'Widgets/PasskeyRegistrationWidget',
  component: PasskeyRegistrationWidgetStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  args: { onEvent: fn() },
} satisfies Meta<typeof PasskeyRegistrationWidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="widget-frame"]');

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a Passkey' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'PasskeyRegistrationStart');
  },
};

export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Error: Cannot use PasskeyRegistration component without active user authenticated.'),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'Loading');
  },
};

export const Interactive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Create → the list, with the new passkey.
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await expect(await canvas.findByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'PasskeyRegistrationSuccess');
    await expect(args.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'PASSKEY_REGISTER' }));
    // Rename the new passkey.
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Passkey 1' }));
    await userEvent.keyboard('Work phone{Enter}');
    const focused = await canvas.findByRole('button', { name: 'Rename Work phone' });
    await waitFor(() => expect(focused).toHaveFocus());
    // Delete the old one, after the warning.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Laptop' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Once deleted, the passkey cannot be restored.');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Laptop' }));
    await waitFor(() => expect(canvas.queryByText('Laptop')).not.toBeInTheDocument());
    await expect(canvas.getByText('Work phone', { selector: '[data-slot="passkey-name"]' })).toBeVisible();
    // Done.
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('Your passkeys are ready to use.')).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_DONE', data: {} });
  },
};

export const Spanish: Story = {
  args: { messages: es, locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Configura una nueva llave de acceso' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear una llave de acceso' })).toBeVisible();
    await expect(frame(canvasElement)).toHaveAttribute('lang', 'es');
  },
};

/** Ada signed in with her password alone, her authenticator app enrolled: Stytch refuses the passkey until the app's code. */
const stepUpArgs = {
  user: { ...fakeUser([laptop]), totps: [{ totpId: 'totp-1', verified: true }] },
  sessionFactors: ['password'],
  script: { 'webauthn.register': [fail('insufficient_factors'), fakeAuthenticateResult()] },
} satisfies Partial<Props>;

const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText('One-time passcode');

/** The step-up: why it is asked, the app's code (the MFA screens, loaded now), and 'Cancel'. */
export const SteppingUp: Story = {
  args: stepUpArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await expect(await canvas.findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeVisible();
    await expect(canvas.getByText('For your security, confirm it is you before creating a passkey.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create a Passkey' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="passkey-registration-step-up"]')).not.toBeNull();
  },
};

/** The app's code, then the passkey: PasskeyRegistrationSuccess. */
export const SteppedUp: Story = {
  args: stepUpArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await userEvent.type(await codeField(canvasElement), '123456');
    await expect(await canvas.findByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'PASSKEY_REGISTER' }));
  },
};

/** 'Cancel': back to 'Create a Passkey', no error, by keyboard. */
export const StepUpCancelled: Story = {
  args: stepUpArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await codeField(canvasElement);
    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Create a Passkey' })).toBeEnabled();
    // Nothing under the button: the refusal the step-up answered is not shown.
    await expect(canvas.getByRole('alert').textContent).toBe('');
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'PasskeyRegistrationStart');
  },
};

/** Nothing the user can add (no second factor enrolled): Stytch's refusal, as before. */
export const InsufficientFactors: Story = {
  args: { sessionFactors: ['password'], script: { 'webauthn.register': fail('insufficient_factors') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await expect(await canvas.findByText(/log in again with a second method/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a Passkey' })).toBeEnabled();
  },
};
