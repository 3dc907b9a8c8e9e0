/**
 * The message catalogs' build (issue #28): finds every message the code
 * translates, checks the Hindi catalogs against them and compiles both
 * languages into shared/i18n/compiled/*.generated.ts. `npm run gen:i18n`
 * writes them; test/unit/scripts/i18n-catalogs.test.ts fails when a message
 * has no Hindi, when Hindi has a message nothing uses, or when the compiled
 * files are stale.
 *
 * A message is found where it is written as a literal: `t('…')`, `translate('…')`, `msg('…')`
 * and `<Trans id="…" />`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalog } from '../../shared/i18n/catalog';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Where messages are used. */
const SOURCE_DIRS = ['web/src', 'shared', 'functions'];
/** Not sources of messages: the catalogs themselves and generated files. */
const SKIPPED = [/^shared\/i18n\/(hi|compiled)\//, /\.generated\.ts$/, /\.d\.ts$/];
export const HINDI_DIR = join(ROOT, 'shared/i18n/hi');
export const COMPILED_DIR = join(ROOT, 'shared/i18n/compiled');

const TRANSLATING_CALLS = new Set(['t', 'msg', 'translate']);

export interface FoundMessage {
  id: string;
  /** 'web/src/…/file.tsx:12', the first place it is used. */
  at: string;
  /**
   * How the code uses it: a call that translates its literal where it stands (`t('…')`, `translate('…')`),
   * a message marked to be translated where it is shown (`msg('…')`), or a `<Trans id>`. The browser's
   * build compiles each where it is written (precompileMessages), each in its own way.
   */
  kind: 'call' | 'msg' | 'trans';
  /** Where the literal is in the source text: [start, end). */
  span: [number, number];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !SKIPPED.some((pattern) => pattern.test(path)) ? [path] : [];
  });
}

const literalText = (node: ts.Node | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/** The messages one file translates, in order. */
export function messagesInSource(path: string, text: string): FoundMessage[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: FoundMessage[] = [];
  const add = (id: string | undefined, node: ts.Node, literal: ts.Node | undefined, kind: FoundMessage['kind']) => {
    if (id === undefined || !literal) return;
    found.push({ id, at: `${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`, kind, span: [literal.getStart(file), literal.getEnd()] });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TRANSLATING_CALLS.has(node.expression.text)) {
      add(literalText(node.arguments[0]), node, node.arguments[0], node.expression.text === 'msg' ? 'msg' : 'call');
    }
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(file) === 'Trans') {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'id') {
          const value = attribute.initializer;
          add(value && ts.isStringLiteral(value) ? value.text : value && ts.isJsxExpression(value) ? literalText(value.expression) : undefined, attribute, value, 'trans');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every message the code translates, each once, with where it is first used. */
export function usedMessages(): Map<string, string> {
  return new Map([...messageFiles()].map(([id, files]) => [id, files[0]!.at]));
}

/** Every message the code translates, with each place that uses it. */
function messageFiles(): Map<string, Array<{ path: string; at: string }>> {
  const used = new Map<string, Array<{ path: string; at: string }>>();
  for (const dir of SOURCE_DIRS) {
    for (const path of sourceFiles(dir)) {
      for (const { id, at } of messagesInSource(path, readFileSync(join(ROOT, path), 'utf8'))) {
        used.set(id, [...(used.get(id) ?? []), { path, at }]);
      }
    }
  }
  return used;
}

/** Where the browser's code starts: it imports the shell, and the router imports every page. */
const BROWSER_ENTRY = 'web/src/boot.tsx';
/** The signed-in areas' pages: the browser loads their Hindi with them (compiled/hi-account.generated.ts). */
const ACCOUNT_PAGES = /^web\/src\/app\/routes\/(dashboard|admin)\//;
const IMPORTS = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

/** The project file an import names, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0]!;
  const base = bare.startsWith('.') ? join(from, '..', bare) : bare.startsWith('@/') ? join('web/src', bare.slice(2)) : bare.startsWith('@shared/') ? join('shared', bare.slice(8)) : undefined;
  if (base === undefined) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((path) => /\.tsx?$/.test(path) && existsSync(join(ROOT, path)));
}

/** The files the browser can load from its entry: all of them, or those of a visitor's pages (not following imports into the signed-in areas' pages). */
function browserFiles(intoAccountPages: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [BROWSER_ENTRY];
  while (pending.length) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const match of readFileSync(join(ROOT, path), 'utf8').matchAll(IMPORTS)) {
      const target = resolveImport(path, match[1] ?? match[2] ?? match[3]!);
      if (target && (intoAccountPages || !ACCOUNT_PAGES.test(target))) pending.push(target);
    }
  }
  return seen;
}

/**
 * Which of the browser's Hindi catalogs each message goes in (issue #28): a
 * message some code of a visitor's pages uses is 'public' (loaded with every
 * Hindi page); one only the signed-in areas' pages use is 'account' (loaded
 * with them); one only the server uses (e-mails, API errors, which the API
 * already answers in Hindi) is in neither.
 */
export function browserAreas(): Map<string, 'public' | 'account' | 'server'> {
  const visitor = browserFiles(false);
  const browser = browserFiles(true);
  return new Map(
    [...messageFiles()].map(([id, places]) => {
      const paths = places.map((place) => place.path);
      return [id, paths.some((path) => visitor.has(path)) ? 'public' : paths.some((path) => browser.has(path)) ? 'account' : 'server'];
    }),
  );
}

/** The Hindi catalogs, merged, with the file each message is in; a message in two files is reported. */
export async function hindiCatalogs(): Promise<{ hindi: Map<string, { text: string; file: string }>; duplicates: string[] }> {
  const hindi = new Map<string, { text: string; file: string }>();
  const duplicates: string[] = [];
  const files = readdirSync(HINDI_DIR)
    .filter((name) => name.endsWith('.ts'))
    .sort();
  for (const name of files) {
    const catalog = ((await import(join(HINDI_DIR, name))) as { default: Catalog }).default;
    for (const [id, text] of Object.entries(catalog)) {
      const earlier = hindi.get(id);
      if (earlier && earlier.text !== text) duplicates.push(`${JSON.stringify(id)} in ${earlier.file} and ${name}`);
      hindi.set(id, { text, file: name });
    }
  }
  return { hindi, duplicates };
}

/** The names of an ICU message's placeholders ('{count, plural, …}' → count), to check a translation keeps them. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      if (typeof part[0] === 'string') names.add(part[0]);
      const cases = part[2];
      if (cases && typeof cases === 'object') for (const value of Object.values(cases as Record<string, unknown>)) walk(value);
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === 'string' ? [compiled] : compiled);
  return [...names].sort();
}

export interface CatalogReport {
  /** Used in the code, missing in Hindi: where each is used. */
  missing: Array<{ id: string; at: string }>;
  /** In a Hindi catalog, used nowhere. */
  unused: Array<{ id: string; file: string }>;
  /** Hindi that drops or invents a placeholder, or that does not parse. */
  broken: string[];
  duplicates: string[];
  /** The English of the server and the Lambdas (the browser's build compiles each message where it is written). */
  en: string;
  /** The Hindi of the server and the Lambdas: every message. */
  hi: string;
  /** The browser's Hindi: what every Hindi page loads, and what the signed-in areas' pages add (browserAreas). */
  hiPublic: string;
  hiAccount: string;
}

/** Plain text compiles to an array too: Lingui warns about (and skips) a message that is a bare string. */
export const compiled = (message: string) => {
  const result = compileMessage(message);
  return typeof result === 'string' ? [result] : result;
};

const render = (comment: string, name: string, messages: Array<[string, unknown]>) =>
  [
    `// Generated by \`npm run gen:i18n\` ${comment}. Do not edit.`,
    "import type { Messages } from '@lingui/core';",
    '',
    `export const ${name}: Messages = JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(messages)))}) as Messages;`,
    '',
  ].join('\n');

/** Checks the catalogs and renders the compiled files' text. */
export async function buildCatalogs(): Promise<CatalogReport> {
  const used = usedMessages();
  const areas = browserAreas();
  const { hindi, duplicates } = await hindiCatalogs();
  const ids = [...used.keys()].sort();
  const missing = ids.filter((id) => !hindi.has(id)).map((id) => ({ id, at: used.get(id)! }));
  const unused = [...hindi].filter(([id]) => !used.has(id)).map(([id, { file }]) => ({ id, file }));
  const broken: string[] = [];
  // English: only the messages with a placeholder, a plural or an escape (a plain one is its own text).
  const english = ids.flatMap((id): Array<[string, unknown]> => {
    try {
      const result = compiled(id);
      return result.length === 1 && result[0] === id ? [] : [[id, result]];
    } catch (error) {
      broken.push(`English ${JSON.stringify(id)} (${used.get(id)}): ${(error as Error).message}`);
      return [];
    }
  });
  const hindiCompiled = ids.flatMap((id): Array<[string, unknown]> => {
    const entry = hindi.get(id);
    if (!entry) return [];
    try {
      const result = compiled(entry.text);
      const [want, have] = [placeholdersOf(id).join(','), placeholdersOf(entry.text).join(',')];
      if (want !== have) broken.push(`${entry.file}: ${JSON.stringify(id)} has placeholders {${want}} but its Hindi has {${have}}`);
      return [[id, result]];
    } catch (error) {
      broken.push(`${entry.file}: ${JSON.stringify(id)}: ${(error as Error).message}`);
      return [];
    }
  });
  return {
    missing,
    unused,
    broken,
    duplicates,
    en: render('from the messages used in the code', 'englishMessages', english),
    hi: render('from shared/i18n/hi/*.ts', 'hindiMessages', hindiCompiled),
    hiPublic: render(
      'from shared/i18n/hi/*.ts, the messages of code a visitor’s pages load',
      'hindiMessages',
      hindiCompiled.filter(([id]) => areas.get(id) === 'public'),
    ),
    hiAccount: render(
      'from shared/i18n/hi/*.ts, the messages only the dashboard’s and admin’s pages use',
      'hindiAccountMessages',
      hindiCompiled.filter(([id]) => areas.get(id) === 'account'),
    ),
  };
}

export const relativeToRoot = (path: string) => relative(ROOT, path);
