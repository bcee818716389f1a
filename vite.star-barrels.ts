import path from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /^import \{([^}]*)\} from "([^"]+)";$/;
const REEXPORT = /^export \{([^}]*)\} from "([^"]+)";$/;
const EXPORT = /^export \{([^}]*)\};$/;
const STAR = /^export \* from "([^"]+)";$/;

/** `a, b as c` → [{ from: 'a', to: 'a' }, { from: 'b', to: 'c' }] */
function specifiers(list: string): { from: string; to: string }[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [from = item, to = from] = item.split(/\s+as\s+/);
      return { from, to };
    });
}

/**
 * Rewrites the barrel entries of a `preserveModules` library build (`index.js`, …) into
 * `export * from` lines.
 *
 * Why: esbuild, and so every host that bundles with it, puts a module in the first load as soon
 * as a module of the first load imports it statically, even for a name nobody uses. A barrel
 * whose `LoginWidget` is used becomes such a module, so every screen it re-exports, every flow
 * machine behind `@portico/core`, lands back in the first load although the widget loads them
 * on demand. A name reached through `export * from` does not do that: each re-exported module
 * counts only when one of its names is used.
 *
 * Each source module is re-exported straight (`export * from './x.js'`) when the barrel takes
 * all of its exports under their own names, else through a small facade module next to the
 * barrel (`_exports/<barrel>/…`) that names exactly the barrel's names, so the public API is
 * unchanged. A barrel with anything but re-exports fails the build.
 */
export function starBarrels(barrels: string[]): Plugin {
  return {
    name: 'portico:star-barrels',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const fileName of barrels) {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk') this.error(`star-barrels: no chunk ${fileName}`);
        const dir = path.posix.dirname(fileName);
        const imported = new Map<string, { source: string; name: string }>();
        const bySource = new Map<string, { from: string; to: string }[]>();
        const stars: string[] = [];
        const add = (source: string, from: string, to: string) => {
          const names = bySource.get(source) ?? [];
          names.push({ from, to });
          bySource.set(source, names);
        };
        const exportsOf: { from: string; to: string }[] = [];
        for (const raw of chunk.code.split('\n')) {
          const line = raw.trim();
          let match: RegExpMatchArray | null;
          if (!line || line.startsWith('//')) continue;
          if ((match = line.match(IMPORT))) {
            for (const { from, to } of specifiers(match[1]!)) imported.set(to, { source: match[2]!, name: from });
          } else if ((match = line.match(REEXPORT))) {
            for (const { from, to } of specifiers(match[1]!)) add(match[2]!, from, to);
          } else if ((match = line.match(EXPORT))) {
            exportsOf.push(...specifiers(match[1]!));
          } else if ((match = line.match(STAR))) {
            stars.push(match[1]!);
          } else {
            this.error(`star-barrels: ${fileName} must only re-export, found: ${line}`);
          }
        }
        for (const { from, to } of exportsOf) {
          const binding = imported.get(from);
          if (!binding) this.error(`star-barrels: ${fileName} exports a local binding (${from})`);
          add(binding.source, binding.name, to);
        }
        const lines = stars.map((source) => `export * from ${JSON.stringify(source)};`);
        for (const [source, names] of bySource) {
          const relative = source.startsWith('.');
          const target = relative ? path.posix.join(dir, source) : null;
          const targetChunk = target ? bundle[target] : undefined;
          const whole =
            targetChunk?.type === 'chunk' &&
            names.every(({ from, to }) => from === to) &&
            [...new Set(names.map(({ to }) => to))].sort().join() === [...targetChunk.exports].sort().join();
          if (whole) {
            lines.push(`export * from ${JSON.stringify(source)};`);
            continue;
          }
          const facade = path.posix.join(
            dir,
            '_exports',
            path.posix.basename(fileName, '.js'),
            target ? path.posix.relative(dir, target) : `${source.replace(/[^\w.-]+/g, '_')}.js`,
          );
          let specifier = target ? path.posix.relative(path.posix.dirname(facade), target) : source;
          if (target && !specifier.startsWith('.')) specifier = `./${specifier}`;
          const list = names.map(({ from, to }) => (from === to ? from : `${from} as ${to}`)).join(', ');
          this.emitFile({ type: 'asset', fileName: facade, source: `export { ${list} } from ${JSON.stringify(specifier)};\n` });
          let fromBarrel = path.posix.relative(dir, facade);
          if (!fromBarrel.startsWith('.')) fromBarrel = `./${fromBarrel}`;
          lines.push(`export * from ${JSON.stringify(fromBarrel)};`);
        }
        chunk.code = `${lines.join('\n')}\n`;
        // The barrel's source map described the code it no longer has.
        chunk.map = null;
        delete bundle[`${fileName}.map`];
      }
    },
  };
}
