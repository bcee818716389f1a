import { expect, test, type Page } from '@playwright/test';
import { configUrl, expectNoAxeViolations } from './support';
import { tag } from './tags';

/**
 * The widget on a phone (360 px wide, 320 for the social buttons; the playground's margins around
 * it): tab labels whole, social marks beside their labels, the phone number's placeholder whole,
 * and a card padding that leaves the content room. Measured in the page, on the real layout.
 */
test.use({ viewport: { width: 360, height: 800 } });

const phoneTabs = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };

test('tab labels never break inside a word', { tag: tag('login-form') }, async ({ page }) => {
  await page.goto(configUrl(phoneTabs));
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Text', 'WhatsApp', 'Email']);
  const measured = await tabs.evaluateAll((elements) =>
    elements.map((tab) => {
      // Each word of the label (not the 'Last used' badge) on one line: a word broken in two
      // ('WhatsAp' / 'p') has a box on each line.
      const text = [...tab.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      const words = [...text.textContent!.matchAll(/\S+/g)].map((match) => {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        return { word: match[0], lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
      });
      return { words, overflows: tab.scrollWidth > tab.clientWidth };
    }),
  );
  for (const { words, overflows } of measured) {
    for (const { word, lines } of words) expect(lines, `'${word}' on ${lines} lines`).toBe(1);
    expect(overflows).toBe(false);
  }
  // Never clipped: every tab can be reached and is shown whole when selected.
  for (const name of ['Text', 'WhatsApp', 'Email']) {
    const tab = page.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport({ ratio: 1 });
  }
});

test("a social button's mark sits beside its label's first line", { tag: tag('oauth') }, async ({ page }) => {
  // 320 px (the reflow width of WCAG 1.4.10, an iPhone SE): the width where these labels wrap.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(
    configUrl({
      products: ['oauth', 'otp'],
      otpOptions: { methods: ['email'] },
      // 'Continue with Microsoft' and 'Continue with Salesforce' wrap at 320 px.
      oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }, { type: 'salesforce' }] },
    }),
  );
  const buttons = page.locator('[data-slot="social-button"]');
  await expect(buttons).toHaveCount(3);
  await expect(buttons.locator('svg').nth(2)).toBeVisible();
  const measured = await buttons.evaluateAll((elements) =>
    elements.map((button) => {
      const icon = button.querySelector('svg')!.getBoundingClientRect();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      // The label's element: its words and the provider's name (a <bdi> of its own) together.
      let label: Node | null = null;
      while (!label && walker.nextNode()) if (walker.currentNode.textContent!.includes('Continue with')) label = walker.currentNode.parentElement;
      const range = document.createRange();
      range.selectNodeContents(label!);
      const lines = [...range.getClientRects()];
      const first = lines[0]!;
      const ltr = getComputedStyle(button).direction === 'ltr';
      return {
        name: label!.textContent,
        lines: new Set(lines.map((rect) => Math.round(rect.top))).size,
        // From the mark's inline end to the first line's start.
        gap: ltr ? first.left - icon.right : icon.left - first.right,
        offset: Math.abs(icon.top + icon.height / 2 - (first.top + first.height / 2)),
        fits: button.scrollHeight <= button.clientHeight && button.scrollWidth <= button.clientWidth,
      };
    }),
  );
  // The case this is about: at least one label wraps here.
  expect(measured.some(({ lines }) => lines > 1)).toBe(true);
  for (const { name, gap, offset, fits } of measured) {
    expect(gap, `${name}: mark to label`).toBeGreaterThanOrEqual(4);
    expect(gap, `${name}: mark to label`).toBeLessThanOrEqual(12);
    expect(offset, `${name}: mark's middle to the first line's`).toBeLessThanOrEqual(3);
    expect(fits, `${name} fits its button`).toBe(true);
  }
  await expectNoAxeViolations(page);
});

/** The placeholder's width in the input's own font, and the room the input has for it. */
async function placeholderRoom(page: Page) {
  return page.getByRole('textbox', { name: 'Phone number' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: input.placeholder,
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      overflows: input.scrollWidth > input.clientWidth,
    };
  });
}

test("the phone number's placeholder shows whole", { tag: tag('phone-input') }, async ({ page }) => {
  await page.goto(configUrl(phoneTabs));
  const input = page.getByRole('textbox', { name: 'Phone number' });
  await expect(input).toHaveValue('');
  for (const country of ['US', 'BR', 'IE']) {
    await page.getByRole('combobox', { name: 'Country code' }).selectOption(country);
    await expect(input).not.toHaveAttribute('placeholder', '');
    const { placeholder, text, room, overflows } = await placeholderRoom(page);
    expect(text, `${country} '${placeholder}' (${text.toFixed(0)} px) in ${room} px`).toBeLessThanOrEqual(room);
    expect(overflows).toBe(false);
  }
  await expectNoAxeViolations(page);
});

test("the card's padding narrows with the widget, not with the page", { tag: tag('login') }, async ({ page }) => {
  // Polled: the first paint's card is replaced by the live widget's, and a card read as it leaves
  // the page has no computed padding (NaN).
  const padding = () =>
    page.locator('[data-slot="card"]').evaluate((card) => {
      const style = getComputedStyle(card);
      return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(parseFloat);
    });
  const narrow = (sides: number[]) => sides.every((side) => side >= 16 && side < 32);
  await page.goto(configUrl(phoneTabs));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect.poll(async () => narrow(await padding())).toBe(true);
  // A wide page keeps the desktop's 32 px…
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(padding).toEqual([32, 32, 32, 32]);
  // …unless the widget itself is narrow there (a sidebar, a column). The width goes on the frame
  // again until it holds: the live widget's frame replaces the first paint's when it arrives.
  await expect(async () => {
    await page.locator('[data-slot="widget-frame"]').evaluate((frame) => {
      (frame as HTMLElement).style.width = '312px';
    });
    expect((await padding()).every((side) => side < 32)).toBe(true);
  }).toPass({ timeout: 10_000 });
});
