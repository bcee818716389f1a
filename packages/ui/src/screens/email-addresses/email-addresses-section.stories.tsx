import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, fakeAuthenticateResult, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentence } from '../../test/text';
import { AccountEmailAddresses } from '../../widgets/account-widget/account-sections';

type Props = Omit<ComponentProps<typeof AccountEmailAddresses>, 'client'> & { user?: AuthUser | null; sessionFactors?: string[]; script?: FakeScript };

const work = { emailId: 'email-test-2', email: 'ada@work.example', verified: true };
const unverified = { emailId: 'email-test-3', email: 'ada@old.example', verified: false };
/** Ada without a phone number: her session's emailed code is all Stytch's rule asks of a change. */
const ada = fakeAccountUser({ phoneNumbers: [], emails: [{ emailId: 'email-test-1', email: 'ada@example.com', verified: true }, work, unverified] });
/** Ada with nothing but her address: her only way to log in. */
const onlyEmail = fakeAccountUser({ phoneNumbers: [], providers: [], cryptoWallets: [], password: null });

/** The email addresses section alone (it loads the signed-in user itself), over a scripted client. */
function EmailAddressesStory({ user = ada, sessionFactors = ['otp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountEmailAddresses {...props} client={client} />;
}

const meta = {
  title: 'Screens/Account/EmailAddresses',
  component: EmailAddressesStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof EmailAddressesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Email addresses' });
  return canvas;
};
const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Email addresses' })).getAllByRole('listitem');
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const startAdding = async (canvasElement: HTMLElement, address: string) => {
  const canvas = await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add an email address' }));
  const field = canvas.getByLabelText('New email address');
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, address);
  return canvas;
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const [first, second, third] = rows(canvasElement);
    await expect(first).toHaveTextContent('ada@example.com');
    // The address this session's code proved: the one she logs in with.
    await expect(first).toHaveTextContent('Used to sign in');
    await expect(first).toHaveTextContent('Verified');
    await expect(second).not.toHaveTextContent('Used to sign in');
    await expect(third).toHaveTextContent('Not verified');
    await expect(within(second!).getByRole('button', { name: 'Remove ada@work.example' })).toBeVisible();
  },
};

/** Her only way to log in: it cannot be removed, and she is told why. */
export const OnlyWayToLogIn: Story = {
  args: { user: onlyEmail },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('This is your only way to sign in, so it cannot be removed.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { user: fakeAccountUser({ emails: [], phoneNumbers: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('There is no email address on your account.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an email address' })).toBeVisible();
  },
};

export const ConfirmingRemoval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove ada@work.example' });
    await userEvent.click(remove);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Remove ada@work.example?' });
    await expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with this address or receive codes at it.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Escape, and the focus is back on the row's Remove.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(remove).toHaveFocus());
  },
};

export const Removing: Story = {
  args: { script: { 'user.deleteEmail': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ada@work.example' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ada@work.example' }));
    await userEvent.click(within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('The email address has been removed.')).toHaveAttribute('role', 'status');
    await expect(rows(canvasElement)).toHaveLength(2);
    // The row is gone: the focus is on the section's title.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Email addresses' })).toHaveFocus());
  },
};

export const RemoveFailed: Story = {
  args: { script: { 'user.deleteEmail': fail('cannot_delete_last_primary_factor') } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ada@work.example' }));
    await userEvent.click(within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveAttribute('data-error-type', 'cannot_delete_last_primary_factor');
    await waitFor(() => expect(alert).toHaveTextContent('This is your only way to log in. Add another before you remove it.'));
    await expect(rows(canvasElement)).toHaveLength(3);
  },
};

export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, 'ada@new.example');
    await expect(canvas.getByLabelText('New email address')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
    // Cancel, and the focus is back on 'Add an email address'.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add an email address' })).toHaveFocus());
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, 'ada@');
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByLabelText('New email address');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription('Email format is invalid.');
    await expect(field).toHaveValue('ada@');
  },
};

/** An address she already has is refused at the field, before anything is sent. */
export const AlreadyHers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, 'ada@work.example{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('New email address')).toHaveAccessibleDescription('This email address is already in use. Enter another one.'));
  },
};

export const SendingCode: Story = {
  args: { script: { 'otps.email.send': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, 'ada@new.example{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The code sent to the new address: the passcode screen's field, countdown and resend. */
export const AwaitingCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, 'ada@new.example{Enter}');
    const code = await canvas.findByLabelText('One-time passcode');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(/^A 6-digit passcode was sent to you at ada@new\.example\./);
    await expect(canvas.getByText(sentence(/^Your code expires in/))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeVisible();
    // Back to the address, as typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Use another address' }));
    await expect(await canvas.findByLabelText('New email address')).toHaveValue('ada@new.example');
  },
};

export const WrongCode: Story = {
  args: { script: { 'otps.authenticate': fail('otp_code_not_found') } },
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, 'ada@new.example{Enter}');
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '000000');
    await waitFor(() => expect(canvas.getByLabelText('One-time passcode')).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid passcode, please try again.');
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, 'ada@new.example{Enter}');
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '123456');
    await expect(await canvas.findByText('The email address has been added.')).toHaveAttribute('role', 'status');
    await expect(rows(canvasElement).map((row) => row.querySelector('[data-slot="account-list-row-label"]')?.textContent)).toContain('ada@new.example');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add an email address' })).toHaveFocus());
  },
};

/**
 * Ada also has a phone number, and this session proved only her address: Stytch wants the phone's
 * category too, so the code texted to it comes first ('Cancel': back, nothing removed).
 */
export const SteppingUp: Story = {
  args: {
    user: fakeAccountUser({ emails: ada.emails }),
    script: {
      // The texted code completes the session's second category.
      'otps.authenticate': () => {
        const result = fakeAuthenticateResult(undefined, ['otp', 'otp']);
        result.session!.authenticationFactors[1]!.deliveryMethod = 'sms';
        return result;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ada@work.example' }));
    await userEvent.click(within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '123456');
    // Confirmed: the removal is made, without asking again.
    await expect(await canvas.findByText('The email address has been removed.')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error: Cannot use Account component without active user authenticated.');
  },
};

export const LoadFailed: Story = {
  args: { script: { 'user.get': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveAttribute('data-error-type', 'network_unreachable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
