import { expect } from '@playwright/test';
import { uniqueEmail, type FaultFlow } from './matrix';

const configPath = (config: unknown) => `/?config=${encodeURIComponent(JSON.stringify(config))}`;

/** OTP by email: Main's email form sends the code (`otps/email/login_or_create`). */
export const emailOtpSend: FaultFlow = {
  name: 'OTP by email: send',
  endpoint: { path: '/sdk/v1/otps/email/login_or_create', method: 'POST' },
  async prepare({ page, open }) {
    await open(configPath({ products: ['otp'], otpOptions: { methods: ['email'] } }));
    const email = uniqueEmail('fault-otp-email');
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(email);
    return {
      act: () => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      errorIn: page.locator('[data-slot="email-form"] [data-slot="field-error"]'),
      kept: [{ field, value: email }],
      succeeded: () => expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible(),
    };
  },
};

export const otpFlows: FaultFlow[] = [emailOtpSend];
