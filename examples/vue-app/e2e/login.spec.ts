import { expect, test } from '@playwright/test';
import { emailCodeLogin, watchProblems } from '../../e2e-support';
import { emulatorUrl } from '../playwright.config';

test('the Vue app logs in through <portico-login>: objects bound as properties, the event handled by the component', async ({ page, request }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  const email = await emailCodeLogin(page, request, emulatorUrl);
  // App.vue's @portico-event handler read the session from the element's Stytch client.
  await expect(page.getByTestId('session-identity')).toHaveText(email);
  expect(problems).toEqual([]);
});
