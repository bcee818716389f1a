import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as react from '../react';
import { STATE_OF_SCREEN } from './login/login.routes';
import { FLOWS, MODES, SPEC_SCREENS, type FlowRow } from './registry.mjs';

/**
 * The registry of flows (registry.mjs) against the code: ESLint's allow-list, the flow map and the
 * docs' lists are derived from it, so a row that no longer says what the folder does fails here.
 */
const flowsDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(flowsDir, '../../../..');
const uiSrc = join(root, 'packages/ui/src');
const rows = Object.entries(FLOWS) as [string, FlowRow][];

const folders = readdirSync(flowsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const filesOf = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
const isTest = (name: string) => /\.test\.tsx?$/.test(name) || name.endsWith('.test-support.ts');
const sourceOf = (flow: string) =>
  filesOf(join(flowsDir, flow))
    .filter((name) => /\.tsx?$/.test(name) && !isTest(name))
    .map((name) => ({ name, text: readFileSync(join(flowsDir, flow, name), 'utf8') }));
/** The flows a file imports (statically or lazily), by their folder. */
const flowImports = (text: string) =>
  new Set([...text.matchAll(/(?:from\s+|import\()'\.\.\/([a-z-]+)(?:\/[^']*)?'/g)].map((match) => match[1]!));

describe('the registry of flows', () => {
  it('has one row per flow folder, and no row without a folder', () => {
    expect(Object.keys(FLOWS).sort()).toEqual(folders);
  });

  it.each(rows)('%s: its kind, spec screens, screens and composed flows exist', (flow, row) => {
    expect(['root', 'product', 'leaf', 'shared']).toContain(row.kind);
    expect(SPEC_SCREENS).toEqual(expect.arrayContaining([...row.specScreens]));
    for (const screen of row.screens) expect(existsSync(join(uiSrc, screen)), `packages/ui/src/${screen}`).toBe(true);
    for (const other of row.composes) {
      expect(Object.keys(FLOWS), `${flow} composes ${other}`).toContain(other);
      expect(other).not.toBe(flow);
      // Only a root (the router, a mode) composes another root.
      if (FLOWS[other]!.kind === 'root') expect(row.kind, `${flow} composes the root ${other}`).toBe('root');
    }
    expect(row.words.length).toBeGreaterThan(0);
  });

  it.each(rows)("%s: its composed flows are exactly those its code imports (no allowance left unused)", (flow, row) => {
    const imported = new Set(sourceOf(flow).flatMap(({ text }) => [...flowImports(text)]));
    imported.delete('shared');
    expect([...imported].sort()).toEqual([...row.composes].sort());
  });

  it('keeps flows/shared free of flows: helpers every flow may import compose none (issue 40)', () => {
    expect(FLOWS.shared!.composes).toEqual([]);
    const imported = new Set(sourceOf('shared').flatMap(({ text }) => [...flowImports(text)]));
    imported.delete('shared');
    expect([...imported]).toEqual([]);
  });

  it('composes without a cycle', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (flow: string, path: string[]) => {
      if (done.has(flow)) return;
      expect(visiting.has(flow), `a cycle: ${[...path, flow].join(' → ')}`).toBe(false);
      visiting.add(flow);
      for (const other of FLOWS[flow]!.composes) visit(other, [...path, flow]);
      visiting.delete(flow);
      done.add(flow);
    };
    for (const flow of Object.keys(FLOWS)) visit(flow, []);
  });

  it.each(rows)('%s: its hooks are exported by @portico/core/react, and every hook of its folder is listed', (flow, row) => {
    for (const hook of row.hooks) expect(typeof (react as Record<string, unknown>)[hook], `${hook} from @portico/core/react`).toBe('function');
    const declared = sourceOf(flow)
      .filter(({ name }) => name.startsWith('use-'))
      .flatMap(({ text }) => [...text.matchAll(/export function (use\w+)/g)].map((match) => match[1]!));
    expect(declared.sort()).toEqual([...row.hooks].sort());
  });

  it('names a flow for every screen folder of @portico/ui', () => {
    const claimed = new Set(rows.flatMap(([, row]) => row.screens));
    const screens = readdirSync(join(uiSrc, 'screens'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `screens/${entry.name}`);
    expect(screens.filter((screen) => !claimed.has(screen))).toEqual([]);
  });

  it("names a flow for every screen the login router shows", () => {
    const driven = new Set(rows.flatMap(([, row]) => row.specScreens));
    expect(Object.keys(STATE_OF_SCREEN).filter((screen) => !driven.has(screen as never))).toEqual([]);
  });

  it('lists every row, and only those, in the FlowName type the end-to-end tags are checked against (registry.d.mts)', () => {
    const types = readFileSync(join(flowsDir, 'registry.d.mts'), 'utf8');
    const union = /export type FlowName =([^;]*);/.exec(types)?.[1] ?? '';
    expect([...union.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]).sort()).toEqual(Object.keys(FLOWS).sort());
  });

  it("gives each flow a tag of its own, named after it (packages/playground/e2e/tags.ts's tag(flow))", () => {
    const tags = rows.map(([, row]) => row.tag).filter((tag) => tag !== null);
    expect(new Set(tags).size, 'one flow per tag').toBe(tags.length);
    for (const [flow, row] of rows) {
      if (row.kind === 'shared') {
        expect(row.tag, flow).toBeNull();
        continue;
      }
      // Its name.
      expect(row.tag, flow).toBe(`@${flow}`);
      expect(row.tag, flow).toMatch(/^@[a-z][a-z0-9-]*$/);
    }
  });

  it("lists the flows login.flows.ts loads lazily, and lazy-screens.tsx loads their screens", () => {
    const lazy = [...(FLOWS.login!.lazy ?? [])].sort();
    const stepFlows = flowImports(readFileSync(join(flowsDir, 'login/login.flows.ts'), 'utf8'));
    stepFlows.delete('shared');
    expect([...stepFlows].sort()).toEqual(lazy);
    for (const flow of lazy) expect(FLOWS.login!.composes).toContain(flow);

    // The screen folders lazy-screens.tsx fetches: its dynamic imports, and what those modules re-export.
    const widgets = join(uiSrc, 'widgets');
    const lazyScreens = readFileSync(join(widgets, 'lazy-screens.tsx'), 'utf8');
    const reached = new Set<string>();
    for (const [, target] of lazyScreens.matchAll(/import\('([^']+)'\)/g)) {
      const path = resolve(widgets, target!);
      reached.add(dirname(path).slice(uiSrc.length + 1));
      const module = ['.ts', '.tsx'].map((ext) => path + ext).find(existsSync);
      if (!module) continue;
      for (const [, inner] of readFileSync(module, 'utf8').matchAll(/from '(\.[^']+)'/g)) reached.add(dirname(resolve(dirname(module), inner!)).slice(uiSrc.length + 1));
    }
    // Main paints first, without the lazy chunk; every other screen of a lazy flow is fetched by it.
    const screensOfLazyFlows = lazy.flatMap((flow) => FLOWS[flow]!.screens.filter((screen) => screen.startsWith('screens/') && screen !== 'screens/main'));
    expect(screensOfLazyFlows.filter((screen) => !reached.has(screen))).toEqual([]);
  });

  it('names each mode by its root flow, its widget and its element', () => {
    const ui = readFileSync(join(uiSrc, 'index.ts'), 'utf8');
    const elements = readFileSync(join(root, 'packages/elements/src/elements.tsx'), 'utf8');
    for (const mode of MODES) {
      expect(FLOWS[mode.root]?.kind, mode.mode).toBe('root');
      expect(ui, mode.widget).toMatch(new RegExp(`\\b${mode.widget}\\b`));
      expect(elements, mode.element).toContain(`tag: '${mode.element}'`);
    }
  });
});
