/**
 * expectAccessibleLogin on the widget (in its shadow root, as <portico-login>) and on a login of a
 * host's own; and the same login made worse three ways, each of which it must catch.
 */
import { expect, expectAccessibleLogin, findAxeViolations, test } from '../src/playwright.ts';

test('passes on <portico-login>: axe, autocomplete, a wrong code announced, the code pasted whole signs in', async ({ page }) => {
  await page.goto('/');
  const report = await expectAccessibleLogin(page);
  expect(report.checked).toEqual([
    'axe and autocomplete on the email screen',
    'axe and autocomplete on the passcode screen',
    'a wrong passcode announced',
    'the passcode pasted whole signs in',
  ]);
  await expect(page.getByTestId('session')).toHaveText(`Signed in as ${report.email}`);
});

test('passes on a login of the host’s own (its root, Enter to send the code)', async ({ page }) => {
  await page.goto('/custom');
  const report = await expectAccessibleLogin(page, { root: page.getByTestId('custom-login'), submitCode: 'enter' });
  await expect(page.getByTestId('session')).toHaveText(`Signed in as ${report.email}`);
});

test('passes on a login on Portico’s hooks (useOtp)', async ({ page }) => {
  await page.goto('/hooks');
  const report = await expectAccessibleLogin(page, { root: page.getByTestId('hooks-login'), submitCode: 'enter' });
  await expect(page.getByTestId('session')).toHaveText(`Signed in as ${report.email}`);
});

for (const [broken, finding] of [
  ['label', /^expectAccessibleLogin: 1 problem\(s\):\n- axe on the email screen: label \(critical\): Form elements must have labels at #email$/],
  ['autocomplete', /the field "Email" \(input type=email\) on the email screen has no autocomplete attribute/],
  ['announce', /a wrong passcode was not announced/],
  ['paste', /the passcode, pasted whole into the passcode field, did not reach it/],
] as const) {
  test(`fails on a login whose ${broken} is broken, saying what`, async ({ page }) => {
    await page.goto(`/custom?broken=${broken}`);
    const checked = expectAccessibleLogin(page, { root: page.getByTestId('custom-login'), submitCode: 'enter', timeout: 3_000 });
    await expect(checked).rejects.toThrow(finding);
    // Only that problem: the rest of the login is fine.
    await expect(checked).rejects.toThrow(/^expectAccessibleLogin: 1 problem\(s\):/);
  });
}

test('findAxeViolations: axe on one part of a page, shadow roots included', async ({ page }) => {
  await page.goto('/custom?broken=label');
  expect(await findAxeViolations(page.getByTestId('custom-login'))).toEqual([
    { id: 'label', impact: 'critical', help: 'Form elements must have labels', targets: ['#email'] },
  ]);
  expect(await findAxeViolations(page.getByTestId('custom-login'), { disableRules: ['label'] })).toEqual([]);
  await page.goto('/');
  expect(await findAxeViolations(page.locator('[data-slot="widget-frame"]'))).toEqual([]);
});
