// The playground's end-to-end tests by tag, read from the code (no Playwright run): a test's tags
// are its own (`test(title, { tag }, …)`) and its describe blocks' (`test.describe(title, { tag }, …)`);
// a row of the fault matrix (an object with a `tag` and an `endpoint`, `e2e/faults/flows-*.ts`)
// counts as one flow of the matrix. Only string tags are read (`COMPAT_TAG` and the like are not products).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/** The string tags of an options object literal's `tag` property. */
function tagsOf(node) {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  const property = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'tag');
  if (!property) return [];
  const value = property.initializer;
  if (ts.isStringLiteralLike(value)) return [value.text];
  if (ts.isArrayLiteralExpression(value)) return value.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
  return [];
}

/** `test`, `test.only`, `test.skip`, … → 'test'; `test.describe`, `test.describe.serial`, … → 'describe'. */
function callKind(expression) {
  const text = expression.getText();
  if (/^test(\.(only|skip|fixme|fail|slow))?$/.test(text)) return 'test';
  if (/^test\.describe(\.(only|skip|fixme|serial|parallel))*$/.test(text)) return 'describe';
  return null;
}

/**
 * For the e2e folder `dir`: a Map from tag to { tests: Map<file, count>, faultFlows: Map<file, count> }.
 */
export function e2eTags(dir) {
  const byTag = new Map();
  const entry = (tag) => {
    if (!byTag.has(tag)) byTag.set(tag, { tests: new Map(), faultFlows: new Map() });
    return byTag.get(tag);
  };
  const add = (map, file) => map.set(file, (map.get(file) ?? 0) + 1);
  for (const path of walk(dir)) {
    const file = relative(dir, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node, inherited) => {
      if (ts.isCallExpression(node)) {
        const kind = callKind(node.expression);
        if (kind) {
          const own = node.arguments.length >= 3 ? tagsOf(node.arguments[1]) : [];
          const tags = [...new Set([...inherited, ...own])];
          // A declaration ends with its body (`test.skip(condition, reason)` inside a test does not).
          const body = node.arguments.at(-1);
          const declares = body !== undefined && (ts.isArrowFunction(body) || ts.isFunctionExpression(body));
          if (kind === 'test' && declares) for (const tag of tags) add(entry(tag).tests, file);
          node.forEachChild((child) => visit(child, tags));
          return;
        }
      }
      if (ts.isObjectLiteralExpression(node) && node.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'endpoint')) {
        for (const tag of tagsOf(node)) add(entry(tag).faultFlows, file);
      }
      node.forEachChild((child) => visit(child, inherited));
    };
    visit(source, []);
  }
  return byTag;
}
