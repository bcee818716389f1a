import { expect, test, type Page } from '@playwright/test';
import { tag } from './tags';
import { ELEMENT_CLIENT, ELEMENT_SCRIPTS, configUrl, emailOtpConfig, jsonAttribute, openPlainPage } from './support';

/**
 * A widget in a flex parent keeps its width (400 px, spec §9) whether it renders in the light DOM,
 * in a shadow root of its own (`enableShadowDOM`) or as a custom element: a shadow host used to be
 * the flex item, sized to the widget's content (274-347 px). Polled: the live widget replaces the
 * first paint's card (a busy machine measured it between the two once), and the width it settles at
 * is the one that matters.
 */
const cardWidth = (page: Page) =>
  page.locator('[data-slot="widget-frame"] [data-slot="card"]').first().evaluate((card) => card.getBoundingClientRect().width);

test.describe('the widget in a flex parent', { tag: tag('login') }, () => {
  test('the React widget: 400 px in the light DOM and in its shadow root (the playground lays it out with flex)', async ({ page }) => {
    await page.goto(configUrl(emailOtpConfig));
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect.poll(() => cardWidth(page)).toBe(400);
    await page.goto(`${configUrl(emailOtpConfig)}&shadow=1`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect.poll(() => cardWidth(page)).toBe(400);
  });

  test('<portico-login>: 400 px in a flex row, and no wider than a narrow one', async ({ page }) => {
    await page.context().grantPermissions(['local-network-access']);
    const element = `<portico-login ${ELEMENT_CLIENT} config='${jsonAttribute(emailOtpConfig)}'></portico-login>`;
    await openPlainPage(
      page,
      `<div style="display:flex;gap:16px;width:900px">${element}<p>Beside the widget</p></div>` +
        `<div id="narrow" style="display:flex;width:300px"><portico-login ${ELEMENT_CLIENT} config='${jsonAttribute(emailOtpConfig)}'></portico-login></div>`,
      ELEMENT_SCRIPTS.classic,
    );
    await expect(page.getByRole('textbox', { name: 'Email' }).first()).toBeVisible();
    await expect.poll(() => cardWidth(page)).toBe(400);
    const narrow = page.locator('#narrow [data-slot="card"]');
    await expect(narrow).toBeVisible();
    await expect.poll(() => narrow.evaluate((card) => card.getBoundingClientRect().width)).toBe(300);
  });
});
