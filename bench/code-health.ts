/**
 * Code-health counts for the #26 notes: type assertions (`as`, not `as const`),
 * non-null assertions (`!`), explicit `any`, and lines of tests per layer.
 * Counts syntax with the TypeScript parser, so strings and comments never count.
 *
 *   npm run bench:code-health [-- <root>]   (root defaults to the working tree)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = process.argv[2] ?? process.cwd();
const layers = ['functions', 'shared', 'web/src', 'infra', 'scripts', 'test/unit', 'test/api', 'test/cdk', 'test/e2e', 'test/fixtures'];

function* sourceFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist' || name === 'cdk.out') continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function countNodes(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const counts = { as: 0, nonNull: 0, any: 0 };
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const')) counts.as += 1;
    else if (ts.isNonNullExpression(node)) counts.nonNull += 1;
    else if (node.kind === ts.SyntaxKind.AnyKeyword) counts.any += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return counts;
}

const rows: Record<string, { files: number; lines: number; as: number; nonNull: number; any: number }> = {};
for (const layer of layers) {
  const folder = join(root, layer);
  try {
    statSync(folder);
  } catch {
    continue;
  }
  const row = (rows[layer] = { files: 0, lines: 0, as: 0, nonNull: 0, any: 0 });
  for (const file of sourceFiles(folder)) {
    const counts = countNodes(file);
    row.files += 1;
    row.lines += readFileSync(file, 'utf8').split('\n').length;
    row.as += counts.as;
    row.nonNull += counts.nonNull;
    row.any += counts.any;
  }
}
console.log(`code health of ${relative(process.cwd(), root) || '.'}`);
console.table(rows);
const production = ['functions', 'shared', 'web/src', 'infra'].map((layer) => rows[layer]).filter(Boolean);
const sum = (key: 'as' | 'nonNull' | 'any') => production.reduce((total, row) => total + row![key], 0);
console.log(`production code (functions, shared, web/src, infra): as ${sum('as')}, ! ${sum('nonNull')}, any ${sum('any')}`);
