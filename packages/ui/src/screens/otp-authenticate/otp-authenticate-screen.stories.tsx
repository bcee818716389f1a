import type { OtpInput } from '@portico/core';
import { createFakeAuthClient, fail, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { OtpAuthenticateScreen } from './otp-authenticate-screen';
import { offCentre } from '../../test/layout';
import { sentence } from '../../test/text';

type OtpStoryProps = OtpInput & { script?: FakeScript; onBack?: () => void };

function OtpStory({ script = {}, ...props }: OtpStoryProps) {
  return (
    <StoryFrame client={createFakeAuthClient({ script })}>
      <OtpAuthenticateScreen {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/OTPAuthenticate',
  component: OtpStory,
  parameters: { layout: 'padded' },
  args: { method: 'email', destination: 'ada@example.com', methodId: 'email-test-1', onBack: fn() },
} satisfies Meta<typeof OtpStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('One-time passcode');

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(canvas.getByText(sentence('A 6-digit passcode was sent to you at ada@example.com.'))).toBeVisible();
    await expect(canvas.getByText(sentence('Your code expires in 5:00.'))).toBeVisible();
    await expect(codeInput(canvasElement)).toHaveFocus();
    // The boxes and the lines under them are centred, as the title is.
    const screen = canvasElement.querySelector('[data-slot="otp-authenticate-screen"]')!;
    await expect(offCentre(canvasElement.querySelector('[data-input-otp-container]')!, screen)).toBeLessThan(1);
    await expect(getComputedStyle(canvas.getByText(sentence('Your code expires in 5:00.'))).textAlign).toBe('center');
    // English wraps between words, as usual (Japanese: JapanesePhrases).
    await expect(getComputedStyle(canvas.getByRole('heading')).wordBreak).toBe('normal');
  },
};

/** The sentence wraps in a 400 px card; the phone number in it stays on one line. */
export const PhoneNumber: Story = {
  args: { method: 'sms', destination: '+12015550123', displayDestination: '(201) 555-0123', methodId: 'phone-1' },
  play: async ({ canvasElement }) => {
    const sentence = canvasElement.querySelector('[data-slot="card-description"]')!;
    await expect(sentence.getClientRects()[0]!.height).toBeGreaterThan(30);
    const number = within(canvasElement).getByText('(201) 555-0123');
    await expect(number.getClientRects()).toHaveLength(1);
  },
};

/**
 * In Japanese the title, the description and the buttons wrap between phrases (`word-break:
 * auto-phrase`, styles.css), and the title balances its lines; in English they wrap as usual.
 */
export const JapanesePhrases: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: '確認コードを入力' });
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'ja');
    for (const slot of ['card-title', 'card-description', 'button']) {
      await expect(getComputedStyle(canvasElement.querySelector(`[data-slot="${slot}"]`)!).wordBreak).toBe('auto-phrase');
    }
    await expect(getComputedStyle(heading).textWrap).toContain('balance');
  },
};

/** An address longer than the line still wraps inside the card rather than pushing it wider. */
export const LongEmail: Story = {
  args: { destination: 'firstname.middlename.lastname.department@subdomain.example.com', methodId: 'email-long' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const BackArrow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { script: { 'otps.authenticate': hang() } },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeInput(canvasElement), '123456');
    await expect(await within(canvasElement).findByText('Verifying passcode…')).toBeVisible();
    await expect(codeInput(canvasElement)).toHaveAttribute('readonly');
  },
};

export const WrongCode: Story = {
  args: { script: { 'otps.authenticate': fail('otp_code_not_found') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeInput(canvasElement), '000000');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid passcode, please try again.');
    await expect(codeInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(codeInput(canvasElement)).toHaveValue('000000');
  },
};

/**
 * After a wrong passcode its six digits are selected (every box drawn as selected), so the next
 * code typed replaces them; the error stays until the user types.
 */
export const WrongCodeSelected: Story = {
  args: { script: { 'otps.authenticate': [fail('otp_code_not_found'), hang()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = codeInput(canvasElement) as HTMLInputElement;
    await userEvent.type(input, '000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid passcode, please try again.');
    await expect(input).toHaveFocus();
    await waitFor(() => expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]));
    // Still selected once input-otp's own selection tracking has run (it fires up to 200 ms later).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
    const slots = canvasElement.querySelectorAll('[data-slot="otp-input-slot"]');
    await expect([...slots].filter((slot) => slot.hasAttribute('data-active'))).toHaveLength(6);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Typing replaces the wrong code; the error goes with it.
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('1');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.keyboard('23456');
    await expect(await canvas.findByText('Verifying passcode…')).toBeVisible();
  },
};

export const Locked: Story = {
  args: { script: { 'otps.authenticate': fail('user_lock_limit_reached') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeInput(canvasElement), '000000');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many failed authentication attempts. Please try again later.',
    );
  },
};

export const Timeout: Story = {
  args: { script: { 'otps.authenticate': fail('request_timeout') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeInput(canvasElement), '123456');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('taking too long');
  },
};

export const Expired: Story = {
  args: { sentAt: Date.now() - 6 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your code has expired.')).toBeVisible();
  },
};

export const AboutToExpire: Story = { args: { sentAt: Date.now() - 4 * 60_000 - 50_000 } };

export const ResendSending: Story = {
  args: { script: { 'otps.email.loginOrCreate': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(canvas.getByRole('button', { name: 'Sending a new code…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ResendSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    const sent = await canvas.findByRole('button', { name: 'Code sent' });
    await expect(sent).toHaveAttribute('aria-disabled', 'true');
    // Disabled the focus-keeping way: a keyboard user is not thrown back to the page.
    await expect(sent).toHaveFocus();
    await expect(canvas.getByText(sentence('Your code expires in 5:00.'))).toBeVisible();
  },
};

export const ResendWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await canvas.findByRole('button', { name: 'Code sent' });
    // 'Code sent' shows for 2 s, then the control is available again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend code' })).not.toHaveAttribute('aria-disabled'), {
      timeout: 4_000,
    });
    await expect(canvasElement.querySelector('[data-slot="resend-control"]')).toHaveAttribute('data-status', 'waiting');
  },
};

export const ResendFailed: Story = {
  args: { script: { 'otps.email.loginOrCreate': fail('user_lock_limit_reached') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    const toasts = within(canvasElement.querySelector<HTMLElement>('[data-slot="toast-area"]')!);
    await expect(await toasts.findByRole('alert')).toHaveTextContent('Too many failed authentication attempts.');
    await expect(canvas.getByRole('button', { name: 'Resend code' })).not.toHaveAttribute('aria-disabled');
  },
};

export const SendingFirstCode: Story = {
  args: { methodId: undefined, script: { 'otps.email.loginOrCreate': hang() } },
};

export const FirstSendFailed: Story = {
  args: { methodId: undefined, script: { 'otps.email.loginOrCreate': [fail('inactive_email'), { methodId: 'm', raw: {} }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('marked as inactive');
    await userEvent.click(canvas.getByRole('button', { name: 'Try sending the code again' }));
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
  },
};
