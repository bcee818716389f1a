import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { emulatorUrl as mainEmulatorUrl } from '../../playwright.config';
import { PASSWORD_HASH_COST } from '../emulator-options';

/**
 * The hostile-data matrix's own emulators: their settings (project name, connected apps, scopes)
 * are hostile, and its tests change them as they go, so no other test may share one. Each worker
 * that runs the spec's tests starts one: the first (parallel index 0) on
 * `PORTICO_E2E_HOSTILE_EMULATOR_PORT` (default: the main e2e emulator's port + 2; the fault
 * matrix's is + 1), any other on a free port the system picks.
 */
export const hostileEmulatorPort = Number(process.env.PORTICO_E2E_HOSTILE_EMULATOR_PORT ?? Number(new URL(mainEmulatorUrl).port) + 2);

export interface RunningEmulator {
  url: string;
  stop(): Promise<void>;
}

export async function startEmulator(settings: Record<string, unknown>, port: number): Promise<RunningEmulator> {
  if (port !== 0) {
    const busy = await fetch(`http://localhost:${port}/emulator/health`).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`Port ${port} is taken: set PORTICO_E2E_HOSTILE_EMULATOR_PORT to a free port.`);
  }
  const configFile = join(tmpdir(), `portico-e2e-hostile-${randomUUID()}.json`);
  writeFileSync(configFile, JSON.stringify(settings, null, 2));
  // From packages/playground, as playwright.config.ts starts the others.
  const child: ChildProcess = spawn(
    process.execPath,
    ['../emulator/dist/cli.js', '--port', String(port), '--db', ':memory:', '--config', configFile, '--password-hash-cost', String(PASSWORD_HASH_COST)],
    { cwd: join(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker that dies takes its emulator with it.
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
    rmSync(configFile, { force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The hostile-data emulator exited (${child.exitCode}): ${stderr}`);
    }
    // Its banner names the address (the port the system picked, for port 0).
    const url = /Base URL:\s+(http:\/\/\S+)/.exec(stdout)?.[1];
    const up =
      url !== undefined &&
      (await fetch(`${url}/emulator/health`).then(
        (response) => response.ok,
        () => false,
      ));
    if (up) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The hostile-data emulator did not start within 30 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The parts of an emulator's control API the matrix uses. */
export interface EmulatorControl {
  url: string;
  addFault(fault: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  seedUser(user: Record<string, unknown>): Promise<void>;
  /** Settings changed (`PUT /emulator/config`, merged over the current ones). */
  configure(settings: Record<string, unknown>): Promise<void>;
  /** A trusted auth token for `email` (the project's default profile). */
  trustedToken(email: string): Promise<{ token: string; profile_id: string }>;
}

export function emulatorControl(request: APIRequestContext, url: string): EmulatorControl {
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status?: number) => {
    if (status === undefined) expect(response.ok(), await response.text()).toBe(true);
    else expect(response.status(), await response.text()).toBe(status);
    return response;
  };
  return {
    url,
    addFault: async (fault) => void (await ok(await request.post(`${url}/emulator/faults`, { data: fault }), 201)),
    clearFaults: async () => void (await ok(await request.delete(`${url}/emulator/faults`))),
    seedUser: async (user) => void (await ok(await request.post(`${url}/emulator/users`, { data: user }), 201)),
    configure: async (settings) => void (await ok(await request.put(`${url}/emulator/config`, { data: settings }))),
    trustedToken: async (email) =>
      (await (await ok(await request.post(`${url}/emulator/trusted-tokens`, { data: { email } }), 201)).json()) as {
        token: string;
        profile_id: string;
      },
  };
}

/**
 * Records every attempt of a payload to run: its `__xss(id)` calls (a binding in every frame of
 * the page) and the dialogs `alert(id)` opens (dismissed at once).
 */
export async function recordExecutions(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeFunction('__xss', (id: unknown) => {
    ran.push(`__xss(${String(id)})`);
  });
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}(${dialog.message()})`);
    void dialog.dismiss().catch(() => undefined);
  });
  return ran;
}

export interface Inspection {
  /** The target's text, exactly (React renders a string as one text node: nothing is normalised). */
  text: string;
  /** The target's anchors. */
  anchors: Array<{ href: string; rel: string; target: string; text: string }>;
  /** What a payload injected anywhere in the app (see `scan`). */
  injected: string[];
  /** Widget frames wider than their box. */
  overflowing: string[];
}

/**
 * One look at the page (in the page, in one round trip): `target`'s text and anchors, and what a
 * payload could have injected anywhere in the app: anything the widgets' own React markup never
 * has. Inside the app's root: no attribute starting with `on` (React sets none), no URL attribute
 * with a javascript:, data: or vbscript: URL, no `srcdoc`, no element that runs or loads
 * something (script, iframe, object, embed, base, meta, link, frame, template, a noscript with
 * content (input-otp renders an empty one), SVG's foreignObject / animate / set), no element the
 * parser did not know (`<x-widget>`), no image but a widget's logo, no SVG but the widgets' icons
 * (all `aria-hidden`, none with a link, script or image inside), no `<style>` but a widget frame's
 * own theme; inside a widget, every anchor an https link opened safely (`rel` with noopener, as
 * the watermark and message links are). And no widget frame wider than its box (a long word
 * wraps). Self-contained: Playwright sends its source to the page.
 */
function scan(target: Element | null): Inspection {
  const injected: string[] = [];
  const root = document.getElementById('root');
  const show = (element: Element) => element.outerHTML.slice(0, 160);
  const forbidden = new Set(
    'script iframe frame frameset object embed applet base meta link template foreignobject animate set animatetransform animatemotion marquee video audio source math body html head title'.split(' '),
  );
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset', 'ping']);
  for (const element of Array.from(root?.querySelectorAll('*') ?? [])) {
    const tag = element.tagName.toLowerCase();
    if (forbidden.has(tag)) injected.push(`a <${tag}>: ${show(element)}`);
    if (tag === 'noscript' && element.childNodes.length > 0) injected.push(`a <noscript> with content: ${show(element)}`);
    if (element instanceof HTMLUnknownElement || tag.includes('-')) injected.push(`an unknown element <${tag}>: ${show(element)}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) injected.push(`an event handler attribute ${name}: ${show(element)}`);
      if (name === 'srcdoc') injected.push(`a srcdoc: ${show(element)}`);
      if (urlAttributes.has(name)) {
        // As a URL parser reads it: tabs and line breaks anywhere, and leading controls and spaces, ignored.
        let value = attribute.value.replace(/[\t\n\r]/g, '');
        while (value.length > 0 && value.charCodeAt(0) <= 0x20) value = value.slice(1);
        if (/^(javascript|data|vbscript):/i.test(value)) injected.push(`a ${name} with a script or data URL: ${show(element)}`);
      }
    }
    const inWidget = element.closest('[data-slot="widget-frame"]') !== null;
    if (tag === 'img' && element.getAttribute('data-slot') !== 'logo') injected.push(`an image: ${show(element)}`);
    if (tag === 'svg' && (element.getAttribute('aria-hidden') !== 'true' || element.querySelector('a, script, foreignObject, image, use'))) {
      injected.push(`an SVG that is not one of the widgets' icons: ${show(element)}`);
    }
    const parent = element.parentElement;
    if (tag === 'style' && !(parent?.getAttribute('data-slot') === 'widget-frame' && parent.hasAttribute('data-portico-theme'))) {
      injected.push(`a <style>: ${show(element)}`);
    }
    if (inWidget && tag === 'form' && element.hasAttribute('action')) injected.push(`a form with an action: ${show(element)}`);
    if (inWidget && tag === 'a') {
      if (!(element.getAttribute('href') ?? '').startsWith('https://')) injected.push(`an anchor to a non-https address: ${show(element)}`);
      if (!/\bnoopener\b/.test(element.getAttribute('rel') ?? '')) injected.push(`an anchor without rel=noopener: ${show(element)}`);
    }
  }
  const overflowing = Array.from(document.querySelectorAll<HTMLElement>('[data-slot="widget-frame"]'))
    .filter((frame) => frame.scrollWidth > frame.clientWidth + 1)
    .map((frame) => `a widget frame ${frame.scrollWidth}px wide in ${frame.clientWidth}px`);
  return {
    text: target?.textContent ?? '',
    anchors: Array.from(target?.querySelectorAll('a') ?? []).map((anchor) => ({
      href: anchor.getAttribute('href') ?? '',
      rel: anchor.getAttribute('rel') ?? '',
      target: anchor.getAttribute('target') ?? '',
      text: anchor.textContent ?? '',
    })),
    injected,
    overflowing,
  };
}

/** `scan` of the page, with `target`'s text and anchors (the first match, or none). */
export async function inspect(page: Page, target?: Locator): Promise<Inspection> {
  if (!target) return page.evaluate(scan, null);
  const handle = await target.first().elementHandle({ timeout: 5_000 });
  try {
    return await handle!.evaluate(scan);
  } finally {
    await handle?.dispose();
  }
}

/**
 * Waits until `target` shows exactly `expected` (the screen may still be changing) and returns
 * that look at the page; fails with the last text seen otherwise.
 */
export async function settled(page: Page, target: Locator, expected: string, message: string): Promise<Inspection> {
  const deadline = Date.now() + 10_000;
  const intervals = [0, 20, 30, 50, 100, 200];
  for (let attempt = 0; ; attempt += 1) {
    const seen = await target
      .evaluate(scan, undefined, { timeout: 1_000 })
      .catch(() => null);
    if (seen?.text === expected) return seen;
    if (Date.now() > deadline) {
      expect(seen?.text, message).toBe(expected);
      throw new Error(message);
    }
    await page.waitForTimeout(intervals[Math.min(attempt, intervals.length - 1)]!);
  }
}

/** Nothing injected, no widget overflowing and no payload ran, as of `seen`. */
export function expectClean(seen: Inspection, ran: string[], where: string): void {
  expect(seen.injected, `${where}: injected nodes`).toEqual([]);
  expect(seen.overflowing, `${where}: the widget keeps its width`).toEqual([]);
  expect(ran, `${where}: payloads that ran`).toEqual([]);
}
