import { expect, test, type Frame, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { configUrl, oneTapConfig, routeGoogleScript, seedUser } from './support';

/**
 * The emulator's stand-in One Tap prompt at a phone's width (issue 39): a long name or email never
 * clips 'Continue as …', and an address wraps only at its seams (before '@' and '.', after '-'),
 * never mid-word.
 */
test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 800 } });

/** Where each line of an element's text starts: the text before and after every line break. */
async function lineBreaks(frame: Frame, selector: string): Promise<{ text: string; breaks: Array<[string, string]> }[]> {
  return frame.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          // A space where a line ends has no width: kept, so the break shows as one between words.
          if (rect.width > 0 || text[i] === ' ') chars.push({ char: text[i]!, top: rect.top });
        }
      }
      const breaks: Array<[string, string]> = [];
      for (let i = 1; i < chars.length; i += 1) {
        if (chars[i]!.top > chars[i - 1]!.top + 2) breaks.push([chars[i - 1]!.char, chars[i]!.char]);
      }
      return { text: chars.map((c) => c.char).join(''), breaks };
    }),
  );
}

/** A break is at a seam: between words, before '@' or '.', after '-', '_' or '+'. */
const atSeam = ([before, after]: [string, string]) => before === ' ' || after === ' ' || /[@.]/.test(after) || /[-_+]/.test(before);

async function promptFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe[title="Sign in with Google"]').elementHandle();
  const frame = await element!.contentFrame();
  return frame!;
}

test.describe('the stand-in One Tap prompt at 360 px', { tag: '@one-tap' }, () => {
  test('long names and addresses wrap at their seams and never clip Continue as …', async ({ page, baseURL }) => {
    const tail = uniqueEmail('x').split('@')[0]!.replaceAll('.', '-');
    const long = `grace.brewster.murray.hopper-${tail}@navy-research-laboratory.example.org`;
    const nameless = `onetap-prompt-${tail}-1764412345678@example.com`;
    await seedUser({ email: long, name: { firstName: 'Grace Brewster Murray', lastName: 'Hopper' } });
    await seedUser({ email: nameless });

    await page.addInitScript(() => {
      delete (window as { IdentityCredential?: unknown }).IdentityCredential;
    });
    await routeGoogleScript(page);
    await page.goto(configUrl(oneTapConfig(baseURL!, { position: 'embedded' })));
    const frameLocator = page.frameLocator('iframe[title="Sign in with Google"]');
    await expect(frameLocator.getByRole('button', { name: `Continue as ${nameless}` })).toBeVisible();
    await expect(frameLocator.getByRole('button', { name: 'Continue as Grace Brewster Murray Hopper' })).toBeVisible();
    const frame = await promptFrame(page);

    // Every button's text is inside its box, and every box inside the prompt.
    const clipped = await frame.locator('ul.accounts button').evaluateAll((buttons) =>
      buttons
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return (
            button.scrollWidth > button.clientWidth + 1 ||
            button.scrollHeight > button.clientHeight + 1 ||
            box.left < -1 ||
            box.right > document.documentElement.clientWidth + 1
          );
        })
        .map((button) => button.textContent),
    );
    expect(clipped).toEqual([]);

    // Addresses, in the list and in the buttons, break only at seams; ours did break (they are long).
    const lines = [...(await lineBreaks(frame, '.who .email')), ...(await lineBreaks(frame, 'ul.accounts button'))];
    const ours = lines.filter((line) => line.text.includes(tail));
    expect(ours.map((line) => line.text)).toEqual(
      expect.arrayContaining([long, nameless, `Continue as ${nameless}`]),
    );
    expect(ours.some((line) => line.breaks.length > 0)).toBe(true);
    const midWord = lines.flatMap((line) => line.breaks.filter((pair) => !atSeam(pair)).map((pair) => `${line.text}: ${pair.join('|')}`));
    expect(midWord).toEqual([]);
  });
});
