import { expect, expectAccessibleLogin, test } from '@portico/testing/playwright';
import { emailCodeLogin, watchProblems } from '../../e2e-support';

test('the Vue app logs in through <portico-login>: objects bound as properties, the event handled by the component', async ({ page, inbox }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  const email = await emailCodeLogin(page, inbox);
  // App.vue's @portico-event handler read the session from the element's Stytch client.
  await expect(page.getByTestId('session-identity')).toHaveText(email);
  expect(problems).toEqual([]);
});

test('the Vue app\'s login is accessible (axe, autocomplete, a wrong code announced, the code pasted whole)', async ({ page }) => {
  await page.goto('/');
  const { email } = await expectAccessibleLogin(page);
  await expect(page.getByTestId('session-identity')).toHaveText(email);
});
