import { compile } from '@tailwindcss/node';
import { transform } from 'lightningcss';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shadowTreeProperties } from './shadow-tree-properties';

/** Tailwind's real output (the version installed), as styles.css imports it, for some utilities. */
async function tailwind(candidates: string[]): Promise<string> {
  const compiler = await compile('@import "tailwindcss/theme.css" layer(theme) prefix(pt);\n@import "tailwindcss/utilities.css" prefix(pt);', {
    base: dirname(fileURLToPath(import.meta.url)),
    onDependency: () => {},
  });
  return compiler.build(candidates);
}

const minify = (css: string) => new TextDecoder().decode(transform({ filename: 'styles.css', code: new TextEncoder().encode(css), minify: true }).code);

/** The custom properties `@property` registers, and those the returned rules declare. */
const registered = (css: string) => [...css.matchAll(/@property\s+(--[\w-]+)/g)].map((match) => match[1]).sort();
const declared = (css: string) => [...new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]))].sort();

describe('shadowTreeProperties', () => {
  // Borders, rings, shadows, font weight, a ::before utility, transitions: each registers its own.
  const utilities = ['pt:border', 'pt:ring-2', 'pt:shadow-md', 'pt:font-bold', 'pt:before:content-["x"]', 'pt:duration-200', 'pt:leading-6'];

  it.each([
    ['as Vite serves it in development', (css: string) => css],
    ['minified, as the builds ship it', minify],
  ])("declares every property Tailwind registers, %s, for the shadow tree's elements only", async (_, shape) => {
    const css = shape(await tailwind(utilities));
    const fallback = shadowTreeProperties(css);

    expect(registered(css).length).toBeGreaterThan(10);
    expect(declared(fallback)).toEqual(registered(css));
    // The starting values Tailwind gives browsers without `@property`: a length with its unit
    // (`0` would make the ring's calc() invalid), a border style, empty shadow layers.
    expect(fallback).toMatch(/--tw-border-style:\s*solid/);
    expect(fallback).toMatch(/--tw-ring-offset-width:\s*0px/);
    expect(fallback).toMatch(/--tw-ring-shadow:\s*0 0 #0000/);

    // Every selector is scoped to a shadow tree (`:host` matches nothing in the document), and the
    // rules sit in a layer, below the unlayered utilities.
    const rules = [...fallback.matchAll(/([^{}]+)\{[^{}]*\}/g)].map((match) => match[1]!.replace(/^@layer properties\{/, ''));
    expect(rules.length).toBeGreaterThan(0);
    for (const selector of rules.flatMap((rule) => rule.split(','))) expect(selector).toMatch(/^:host( |$)/);
    expect(fallback.startsWith('@layer properties{')).toBe(true);
  });

  it('returns nothing for a stylesheet without the fallback block', () => {
    expect(shadowTreeProperties('.a{color:red}')).toBe('');
    expect(shadowTreeProperties('@layer properties;.a{color:red}')).toBe('');
  });
});
