import { createFakeAuthClient, fakeAuthenticateResult, fakeUser } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { ResetPasswordWidget } from './reset-password-widget';

const meta = {
  title: 'Widgets/ResetPasswordWidget',
  component: ResetPasswordWidget,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  render: (args) => <ResetPasswordWidget {...args} client={createFakeAuthClient()} />,
  args: { client: createFakeAuthClient(), passwordResetToken: 'reset-token' },
} satisfies Meta<typeof ResetPasswordWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'harbour sunrise violet');
    await canvas.findByText('Password accepted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const title = await canvas.findByRole('heading', { name: 'Success!' });
    // The focus moves in an effect after the screen renders: wait for it.
    await waitFor(() => expect(title).toHaveFocus());
  },
};

export const WithoutToken: Story = { args: { passwordResetToken: '' } };

/** Portico's passkey offer after the login ('Login without a password' here), with skip. */
export const PasskeyOfferAfterLogin: Story = {
  args: { config: { passkeyOptions: { upgradeAfterLogin: true } } },
  render: (args) => (
    <ResetPasswordWidget
      {...args}
      client={createFakeAuthClient({ user: fakeUser(), script: { 'magicLinks.authenticate': { ...fakeAuthenticateResult(), user: fakeUser() } } })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(await canvas.findByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};
