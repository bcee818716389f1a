// The playground's end-to-end tests by tag, read from the code (no Playwright run): a test's tags
// are its own (`test(title, { tag }, …)`) and its describe blocks' (`test.describe(title, { tag }, …)`);
// a row of the fault matrix (a `FaultFlow`: an object with an `endpoint` and `prepare`, `e2e/faults/flows-*.ts`)
// counts as one flow of the matrix. A tag is `tag('otp')` (e2e/tags.ts: the flow's tag in the
// registry of flows), a string, or a list of them; other expressions (`COMPAT_TAG`, the matrix's
// `flow.tag`) are not flows' tags. Playwright also reads tags from titles (any `@word`): a title's
// count only when they are `@` and a registered flow's name standing alone (`titleTags`), so
// '(@portico/elements)' or an address in a title is no tag, and no problem either.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { FLOWS } from '../packages/core/src/flows/registry.mjs';

/** Every flow's tag (the registry's rows). */
export const FLOW_TAGS = new Set(Object.values(FLOWS).map((row) => row.tag).filter((tag) => tag !== null));

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/**
 * The flows' tags a test's or describe block's title carries, as Playwright reads them: `@` and a
 * registered flow's name at a word boundary (`@otp`, `@account-switch`); `@portico/elements`,
 * `ada@example.com` or `@accounts` are none, and `@account-switch` is not `@account`.
 */
export function titleTags(title) {
  return [...title.matchAll(/(?<![\w@/-])@([a-z][a-z0-9-]*)(?![\w/-])/g)].map((match) => `@${match[1]}`).filter((tag) => FLOW_TAGS.has(tag));
}

/** A tag expression's tag: a string, or `tag('flow')` (the flow's registry tag; `?flow` when it has none). */
function tagOf(node) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isCallExpression(node) && node.expression.getText() === 'tag' && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
    const flow = node.arguments[0].text;
    return FLOWS[flow]?.tag ?? `?${flow}`;
  }
  return null;
}

/** The tags of an options object literal's `tag` property, and whether it has one (of any kind). */
function tagsOf(node) {
  if (!node || !ts.isObjectLiteralExpression(node)) return { tags: [], has: false };
  const property = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'tag');
  if (!property) return { tags: [], has: false };
  const value = property.initializer;
  const elements = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
  // `flow.tag` and the like: the test is a template (the fault matrix's), its rows are counted instead.
  const dynamic = elements.some((element) => ts.isPropertyAccessExpression(element));
  return { tags: elements.map(tagOf).filter((tag) => tag !== null), has: true, dynamic };
}

/** `test`, `test.only`, `test.skip`, … → 'test'; `test.describe`, `test.describe.serial`, … → 'describe'. */
function callKind(expression) {
  const text = expression.getText();
  if (/^test(\.(only|skip|fixme|fail|slow))?$/.test(text)) return 'test';
  if (/^test\.describe(\.(only|skip|fixme|serial|parallel))*$/.test(text)) return 'describe';
  return null;
}

/**
 * For the e2e folder `dir`: a Map from tag to { tests: Map<file, count>, faultFlows: Map<file, count> },
 * with `problems`: each test or fault-matrix row without a flow's tag, and each tag no flow has.
 */
export function e2eTags(dir) {
  const byTag = new Map();
  const problems = [];
  byTag.problems = problems;
  const check = (file, node, what, tags) => {
    const where = `${file}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    for (const tag of tags) if (!FLOW_TAGS.has(tag) && tag !== '@compat') problems.push(`${where}: ${what} has the tag ${tag}, which no flow of the registry has`);
    if (!tags.some((tag) => FLOW_TAGS.has(tag))) problems.push(`${where}: ${what} has no flow's tag (add { tag: tag('<flow>') } to it or its describe block)`);
  };
  const entry = (tag) => {
    if (!byTag.has(tag)) byTag.set(tag, { tests: new Map(), faultFlows: new Map() });
    return byTag.get(tag);
  };
  const add = (map, file) => map.set(file, (map.get(file) ?? 0) + 1);
  for (const path of walk(dir)) {
    const file = relative(dir, path);
    const text = readFileSync(path, 'utf8');
    // A unit test beside the helpers (vitest's `test(…)`) is not an end-to-end test.
    if (/from ['"]vitest['"]/.test(text)) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node, inherited) => {
      if (ts.isCallExpression(node)) {
        const kind = callKind(node.expression);
        if (kind) {
          const own = node.arguments.length >= 3 ? tagsOf(node.arguments[1]) : { tags: [] };
          const title = node.arguments[0];
          const titled = title && ts.isStringLiteralLike(title) ? titleTags(title.text) : [];
          const tags = [...new Set([...inherited, ...own.tags, ...titled])];
          // A declaration ends with its body (`test.skip(condition, reason)` inside a test does not).
          const body = node.arguments.at(-1);
          const declares = body !== undefined && (ts.isArrowFunction(body) || ts.isFunctionExpression(body));
          if (kind === 'test' && declares) {
            for (const tag of tags) add(entry(tag).tests, file);
            if (!own.dynamic) check(file, node, 'a test', tags);
          }
          node.forEachChild((child) => visit(child, tags));
          return;
        }
      }
      const named = (name) => node.properties.some((p) => (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p)) && p.name.getText() === name);
      if (ts.isObjectLiteralExpression(node) && named('endpoint') && named('prepare')) {
        const { tags } = tagsOf(node);
        for (const tag of tags) add(entry(tag).faultFlows, file);
        check(file, node, 'a row of the fault matrix', tags);
      }
      node.forEachChild((child) => visit(child, inherited));
    };
    visit(source, []);
  }
  return byTag;
}
