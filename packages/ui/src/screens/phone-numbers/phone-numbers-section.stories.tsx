import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, fakeAuthenticateResult, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountPhoneNumbers } from '../../widgets/account-widget/account-sections';

type Props = Omit<ComponentProps<typeof AccountPhoneNumbers>, 'client'> & { user?: AuthUser | null; sessionFactors?: string[]; script?: FakeScript };

const home = { phoneId: 'phone-test-1', phoneNumber: '+14155550100', verified: true };
const work = { phoneId: 'phone-test-2', phoneNumber: '+351912345678', verified: true };
const old = { phoneId: 'phone-test-3', phoneNumber: '+442071838750', verified: false };
const passkey = { webauthnRegistrationId: 'webauthn-test-1', name: 'Laptop' };
/**
 * Ada's numbers, and a passkey: this session is her passkey and an emailed code, two categories of
 * factor, all Stytch's rule asks of a change.
 */
const ada = fakeAccountUser({ phoneNumbers: [home, work, old], webauthnRegistrations: [passkey] });

/** The phone numbers section alone (it loads the signed-in user itself), over a scripted client. */
function PhoneNumbersStory({ user = ada, sessionFactors = ['webauthn', 'otp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountPhoneNumbers {...props} client={client} />;
}

const meta = {
  title: 'Screens/Account/PhoneNumbers',
  component: PhoneNumbersStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof PhoneNumbersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Phone numbers' });
  return canvas;
};
const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Phone numbers' })).getAllByRole('listitem');
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const startAdding = async (canvasElement: HTMLElement, typed: string) => {
  const canvas = await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add a phone number' }));
  const field = canvas.getByLabelText('New phone number');
  await waitFor(() => expect(field).toHaveFocus());
  if (typed) await userEvent.type(field, typed);
  return canvas;
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const [first, second, third] = rows(canvasElement);
    // Her own numbers, in full, left to right in any page.
    await expect(first).toHaveTextContent('+14155550100');
    await expect(first!.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(second).toHaveTextContent('Verified');
    await expect(third).toHaveTextContent('Not verified');
    await expect(within(second!).getByRole('button', { name: 'Remove +351912345678' })).toBeVisible();
  },
};

export const OnlyWayToLogIn: Story = {
  args: { user: fakeAccountUser({ emails: [], providers: [], cryptoWallets: [], password: null }) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('This is your only way to sign in, so it cannot be removed.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { user: fakeAccountUser({ phoneNumbers: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('There is no phone number on your account.')).toBeVisible();
  },
};

export const ConfirmingRemoval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove +351912345678' });
    await userEvent.click(remove);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Remove +351912345678?' });
    await expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with this number or receive codes at it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
  },
};

export const Removing: Story = {
  args: { script: { 'user.deletePhoneNumber': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove +351912345678' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove +351912345678' }));
    await userEvent.click(within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('The phone number has been removed.')).toHaveAttribute('role', 'status');
    await expect(rows(canvasElement)).toHaveLength(2);
  },
};

export const RemoveFailed: Story = {
  args: { script: { 'user.deletePhoneNumber': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove +351912345678' }));
    await userEvent.click(within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('alert')).toHaveAttribute('data-error-type', 'network_unreachable');
  },
};

/** Main's phone field: the country picker and the number, reformatted as typed. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '2015550123');
    await waitFor(() => expect(canvas.getByLabelText('New phone number')).toHaveValue('(201) 555-0123'));
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add a phone number' })).toHaveFocus());
  },
};

export const NumberRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('New phone number')).toHaveAccessibleDescription('Enter your phone number.'));
  },
};

export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '555{Enter}');
    const field = canvas.getByLabelText('New phone number');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveValue('(555)');
  },
};

/** A number already on her account: refused at the field, nothing sent. */
export const AlreadyHers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '4155550100{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('New phone number')).toHaveAccessibleDescription('This phone number is already on your account.'));
  },
};

/** Another user's number: Stytch refuses to text it. */
export const AnotherUsers: Story = {
  args: { script: { 'otps.sms.send': fail('duplicate_phone_number') } },
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '2015550123{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText('New phone number')).toHaveAccessibleDescription('This phone number belongs to another account. Use another number.'),
    );
    await expect(canvas.getByLabelText('New phone number')).toHaveValue('(201) 555-0123');
  },
};

export const SendingCode: Story = {
  args: { script: { 'otps.sms.send': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '2015550123{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const AwaitingCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '2015550123{Enter}');
    const code = await canvas.findByLabelText('One-time passcode');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(/^A 6-digit passcode was sent to you at/);
    await userEvent.click(canvas.getByRole('button', { name: 'Use another number' }));
    await expect(await canvas.findByLabelText('New phone number')).toHaveValue('(201) 555-0123');
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '2015550123{Enter}');
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '123456');
    await expect(await canvas.findByText('The phone number has been added.')).toHaveAttribute('role', 'status');
    await expect(rows(canvasElement).map((row) => row.querySelector('[data-slot="account-list-row-label"]')?.textContent)).toContain('+12015550123');
  },
};

/**
 * This session proved only her address (an emailed code), and she has a phone number: adding a
 * number needs her phone's category first, a code texted to the number she has.
 */
export const SteppingUp: Story = {
  args: {
    user: fakeAccountUser({ phoneNumbers: [home] }),
    sessionFactors: ['otp'],
    script: {
      'otps.authenticate': () => {
        const result = fakeAuthenticateResult(undefined, ['otp', 'otp']);
        result.session!.authenticationFactors[1]!.deliveryMethod = 'sms';
        return result;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await startAdding(canvasElement, '2015550123{Enter}');
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    // Back to the number as typed, nothing sent.
    await expect(await canvas.findByLabelText('New phone number')).toHaveValue('(201) 555-0123');
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};
