// Writes the brand marks of the social sign-in and wallet buttons, one small module per icon, into
// packages/ui/src/social/icons/generated/ (`npm run icons -w @portico/ui`). The icon sets are
// devDependencies: nothing reads their (megabyte-sized) JSON at run time, and each generated
// module becomes its own chunk behind `loadProviderIcon` / `loadWalletIcon`.
//
//   node scripts/provider-icons/generate.mjs          write the modules (and remove stale ones)
//   node scripts/provider-icons/generate.mjs --check  exit 1 if the committed modules differ
//
// src/social/icons/generated.test.ts runs `generateIconFiles()` in memory on every `npm test`,
// so the committed files cannot drift from the manifest or the installed sets.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

// (join, not `new URL(…, import.meta.url)`: Vite rewrites that pattern when the test imports this file.)
export const OUTPUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/social/icons/generated');

/**
 * The manifest: which mark each button shows, from which set. Prefer full-colour marks (SVG
 * Logos); the sets that fill the gaps are named per entry.
 *
 * - `source.set`: an Iconify JSON set (`@iconify-json/<set>`), `source.icon` its icon name.
 * - `source.web3icons`: a path under `@web3icons/core/svgs/`. Its 24 px grid keeps 3 px of
 *   padding on every side; `crop` drops it so the marks are as large as the Iconify ones.
 * - `fill`: recolours a single-colour mark (every `fill` replaced by one). `currentColor` makes a
 *   black mark (Apple, GitHub) follow the button's text colour, so it stays visible on a dark
 *   theme; both brands allow their mark in black or white.
 */
export const ICONS = [
  // Social providers (spec §3, §9), in the config's order.
  { id: 'google', label: 'Google', source: { set: 'logos', icon: 'google-icon' } },
  { id: 'microsoft', label: 'Microsoft', source: { set: 'logos', icon: 'microsoft-icon' } },
  { id: 'apple', label: 'Apple', source: { set: 'logos', icon: 'apple' }, fill: 'currentColor' },
  { id: 'github', label: 'GitHub', source: { set: 'logos', icon: 'github-icon' }, fill: 'currentColor' },
  { id: 'gitlab', label: 'GitLab', source: { set: 'logos', icon: 'gitlab-icon' } },
  { id: 'facebook', label: 'Facebook', source: { set: 'logos', icon: 'facebook' } },
  { id: 'discord', label: 'Discord', source: { set: 'logos', icon: 'discord-icon' } },
  { id: 'salesforce', label: 'Salesforce', source: { set: 'logos', icon: 'salesforce' } },
  { id: 'slack', label: 'Slack', source: { set: 'logos', icon: 'slack-icon' } },
  // SVG Logos has no Amazon mark, and Simple Icons withdrew it (legal request): Bootstrap's.
  { id: 'amazon', label: 'Amazon', source: { set: 'bi', icon: 'amazon' } },
  { id: 'bitbucket', label: 'Bitbucket', source: { set: 'logos', icon: 'bitbucket' } },
  { id: 'linkedin', label: 'LinkedIn', source: { set: 'logos', icon: 'linkedin-icon' } },
  // Coinbase's "C" (SVG Logos has none; Simple Icons has only the word mark).
  { id: 'coinbase', label: 'Coinbase', source: { web3icons: 'exchanges/branded/coinbase' }, crop: [3, 3, 18, 18] },
  { id: 'twitch', label: 'Twitch', source: { set: 'logos', icon: 'twitch' } },
  { id: 'twitter', label: 'Twitter', source: { set: 'logos', icon: 'twitter' } },
  { id: 'tiktok', label: 'TikTok', source: { set: 'logos', icon: 'tiktok-icon' } },
  // No colour ghost under a compatible licence; the ghost in one colour is one of Snap's own variants.
  { id: 'snapchat', label: 'Snapchat', source: { set: 'bi', icon: 'snapchat' } },
  { id: 'figma', label: 'Figma', source: { set: 'logos', icon: 'figma' } },
  // SVG Logos' `yahoo` is the word mark (too wide for 20 px): the "Y!" mark, in the word mark's purple.
  { id: 'yahoo', label: 'Yahoo', source: { set: 'mdi', icon: 'yahoo' }, fill: '#5f01d1' },

  // Crypto wallets (spec §3, §9). Vessel has no mark in any set: it gets the generic wallet.
  { id: 'wallet-metamask', label: 'Metamask', source: { web3icons: 'wallets/branded/metamask' }, crop: [3, 3, 18, 18] },
  { id: 'wallet-phantom', label: 'Phantom', source: { web3icons: 'wallets/branded/phantom' }, crop: [3, 3, 18, 18] },
  { id: 'wallet-coinbase', label: 'Coinbase Wallet', source: { web3icons: 'wallets/branded/coinbase' }, crop: [3, 3, 18, 18] },
  // Binance Wallet uses the Binance mark (web3icons files it under exchanges).
  { id: 'wallet-binance', label: 'Binance', source: { web3icons: 'exchanges/branded/binance' }, crop: [3, 3, 18, 18] },
  // 'Other Ethereum Wallet' / 'Other Solana Wallet': the chain's mark.
  { id: 'chain-ethereum', label: 'Ethereum', source: { web3icons: 'networks/branded/ethereum' }, crop: [3, 3, 18, 18] },
  { id: 'chain-solana', label: 'Solana', source: { web3icons: 'networks/branded/solana' }, crop: [3, 3, 18, 18] },
  // Any other wallet, 'Continue with other Crypto Wallet', 'Set up a new crypto wallet'.
  { id: 'wallet-generic', label: 'Wallet', source: { set: 'lucide', icon: 'wallet' } },
];

/** The package.json of an installed package, found from any file inside it (some `exports` hide it). */
function packageJsonOf(name, entry) {
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      if (json.name === name) return json;
    }
  }
  throw new Error(`No package.json found for ${name}`);
}

const iconifySets = new Map();

function iconifySet(prefix) {
  if (!iconifySets.has(prefix)) {
    const name = `@iconify-json/${prefix}`;
    const icons = require(`${name}/icons.json`);
    const info = require(`${name}/info.json`);
    const pkg = packageJsonOf(name, require.resolve(`${name}/icons.json`));
    iconifySets.set(prefix, { name, version: pkg.version, icons, info });
  }
  return iconifySets.get(prefix);
}

/** An Iconify icon: body plus box. Aliases resolve to their parent; transformations are refused. */
function readIconify(prefix, iconName) {
  const set = iconifySet(prefix);
  let data = set.icons.icons[iconName];
  const alias = set.icons.aliases?.[iconName];
  if (!data && alias) {
    if (Object.keys(alias).some((key) => key !== 'parent')) throw new Error(`${prefix}:${iconName} is a transformed alias`);
    data = set.icons.icons[alias.parent];
  }
  if (!data) throw new Error(`${prefix}:${iconName} is not in ${set.name} ${set.version}`);
  if (data.hidden) throw new Error(`${prefix}:${iconName} was withdrawn from ${set.name}`);
  if (data.rotate || data.hFlip || data.vFlip) throw new Error(`${prefix}:${iconName} needs a transformation`);
  const box = {
    left: data.left ?? set.icons.left ?? 0,
    top: data.top ?? set.icons.top ?? 0,
    width: data.width ?? set.icons.width ?? 16,
    height: data.height ?? set.icons.height ?? 16,
  };
  return {
    ...box,
    body: data.body,
    credit: {
      icon: iconName,
      setName: set.info.name,
      author: set.info.author.name,
      url: set.info.author.url,
      package: set.name,
      version: set.version,
      license: set.info.license.spdx,
    },
  };
}

async function readWeb3icons(path) {
  const name = '@web3icons/core';
  const { default: svg } = await import(`${name}/svgs/${path}.svg.js`);
  const pkg = packageJsonOf(name, require.resolve(name));
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error(`${name}/svgs/${path} is not one <svg> element`);
  const [, attributes, inner] = match;
  const viewBox = /\bviewBox="([^"]+)"/.exec(attributes)?.[1].split(/[\s,]+/).map(Number);
  if (!viewBox || viewBox.length !== 4 || viewBox.some(Number.isNaN)) throw new Error(`${name}/svgs/${path} has no viewBox`);
  // The root's `fill` is inherited by children that set none: keep it on a group.
  const rootFill = /\bfill="([^"]+)"/.exec(attributes)?.[1];
  const body = inner.trim().replace(/>\s+</g, '><');
  return {
    left: viewBox[0],
    top: viewBox[1],
    width: viewBox[2],
    height: viewBox[3],
    body: rootFill ? `<g fill="${rootFill}">${body}</g>` : body,
    credit: {
      icon: path,
      setName: 'Web3 Icons',
      author: '0xa3k5',
      url: 'https://github.com/0xa3k5/web3icons',
      package: name,
      version: pkg.version,
      license: pkg.license,
    },
  };
}

/** One colour for a single-colour mark: refuses a mark that has several. */
function recolour(entry, body, fill) {
  const fills = new Set([...body.matchAll(/\bfill="([^"]+)"/g)].map((match) => match[1].toLowerCase()).filter((value) => value !== 'none'));
  if (fills.size > 1) throw new Error(`${entry.id}: cannot recolour a mark of ${fills.size} colours (${[...fills].join(', ')})`);
  if (/\bstroke="(?!none)/.test(body)) throw new Error(`${entry.id}: cannot recolour a stroked mark`);
  return `<g fill="${fill}">${body.replace(/\s+fill="(?!none")[^"]+"/g, '')}</g>`;
}

function quote(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;
}

function render(entry, icon) {
  const { credit } = icon;
  const changes = [
    entry.crop && `cropped to ${entry.crop.join(' ')}`,
    entry.fill && `recoloured ${entry.fill}`,
  ].filter(Boolean);
  const lines = [
    '/**',
    ` * ${entry.label}: "${credit.icon}" from ${credit.setName} by ${credit.author} (${credit.package} ${credit.version})${changes.length ? `, ${changes.join(', ')}` : ''}.`,
    ` * ${credit.url}`,
    ` * @license ${credit.license}`,
    ' * Generated by packages/ui/scripts/provider-icons/generate.mjs (npm run icons -w @portico/ui): do not edit.',
    ' */',
    "import type { IconData } from '../icon-data';",
    '',
    'const icon: IconData = {',
  ];
  if (icon.left) lines.push(`  left: ${icon.left},`);
  if (icon.top) lines.push(`  top: ${icon.top},`);
  lines.push(`  width: ${icon.width},`, `  height: ${icon.height},`, `  body: ${quote(icon.body)},`, '};', '', 'export default icon;', '');
  return lines.join('\n');
}

function renderReadme(rows) {
  const lines = [
    '# Generated brand marks',
    '',
    'Written by `packages/ui/scripts/provider-icons/generate.mjs` (`npm run icons -w @portico/ui`): do not edit.',
    'Each module is loaded on demand by `../load-icon.ts`. Brand marks remain the trademarks of their owners;',
    'the licences below cover the drawings.',
    '',
    '| module | mark | icon | set | package | licence |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ entry, credit }) =>
        `| ${entry.id}.ts | ${entry.label} | ${credit.icon} | [${credit.setName}](${credit.url}) | ${credit.package} ${credit.version} | ${credit.license} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Every generated file, by name, without touching the disk. */
export async function generateIconFiles() {
  const files = new Map();
  const rows = [];
  for (const entry of ICONS) {
    const icon = 'web3icons' in entry.source ? await readWeb3icons(entry.source.web3icons) : readIconify(entry.source.set, entry.source.icon);
    if (entry.crop) {
      const [left, top, width, height] = entry.crop;
      if (left < icon.left || top < icon.top || left + width > icon.left + icon.width || top + height > icon.top + icon.height) {
        throw new Error(`${entry.id}: the crop ${entry.crop.join(' ')} leaves the icon's box`);
      }
      Object.assign(icon, { left, top, width, height });
    }
    if (entry.fill) icon.body = recolour(entry, icon.body, entry.fill);
    files.set(`${entry.id}.ts`, render(entry, icon));
    rows.push({ entry, credit: icon.credit });
  }
  files.set('README.md', renderReadme(rows));
  return files;
}

/** Names of files that differ from a fresh generation: missing, changed or stale. */
export function compareWithDisk(files, dir = OUTPUT_DIR) {
  const onDisk = existsSync(dir) ? readdirSync(dir) : [];
  const differences = [];
  for (const [name, contents] of files) {
    const path = join(dir, name);
    if (!existsSync(path)) differences.push(`${name} (missing)`);
    else if (readFileSync(path, 'utf8') !== contents) differences.push(`${name} (changed)`);
  }
  for (const name of onDisk) if (!files.has(name)) differences.push(`${name} (stale)`);
  return differences;
}

async function main() {
  const files = await generateIconFiles();
  if (process.argv.includes('--check')) {
    const differences = compareWithDisk(files);
    if (differences.length) {
      console.error(`Generated icons are out of date (run npm run icons -w @portico/ui):\n  ${differences.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`${files.size} generated icon files are up to date.`);
    return;
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const name of readdirSync(OUTPUT_DIR)) if (!files.has(name)) rmSync(join(OUTPUT_DIR, name));
  for (const [name, contents] of files) writeFileSync(join(OUTPUT_DIR, name), contents);
  console.log(`Wrote ${files.size} files to ${OUTPUT_DIR}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
