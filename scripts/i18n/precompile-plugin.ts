/**
 * The browser build's message compiler (issue #28), what Lingui's macro
 * does: each message whose English has a plural, a select or a quoted brace
 * gets its compiled form where it is written, so an English page carries the
 * messages of the code it loads and no catalog at all (plain text, and text
 * with simple placeholders like 'Reviews of {name}', stay as written:
 * shared/i18n/translator.ts fills them in):
 * - `t('…')` and `translate('…')` become `t({ id: '…', message: [compiled] })`;
 * - `msg('…')` becomes `msg('…', [compiled])`, which files it for the
 *   translate function that later shows it;
 * - `<Trans id="…">` gains `compiled={[compiled]}`.
 * The server renderer and the Lambdas, built without this plugin, read the
 * whole English catalog (compiled/en.generated.ts).
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { compiled, messagesInSource } from './catalogs';

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /node_modules|[\\/]shared[\\/]i18n[\\/](compiled|hi)[\\/]/;
/** A cheap test before parsing: the file calls t, translate or msg with a literal, or renders Trans. */
const MAY_TRANSLATE = /\b(t|translate|msg)\(\s*['"`]|<Trans\b/;

/** A compiled message of text and simple placeholders as written ('Reviews of {name}'); anything else (a plural, a quoted brace) comes out otherwise. */
const asWritten = (message: unknown[]) =>
  message.map((part) => (typeof part === 'string' ? part : Array.isArray(part) && part.length === 1 && /^\w+$/.test(String(part[0])) ? `{${String(part[0])}}` : '\u0000')).join('');

/** The module's code with its in-place messages compiled, or undefined when it has none to compile. */
export function precompileMessagesIn(path: string, code: string): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!MAY_TRANSLATE.test(code)) return undefined;
  const edited = new MagicString(code);
  let changed = false;
  for (const { id, kind, span } of messagesInSource(path, code)) {
    const message = compiled(id);
    // Plain text needs nothing, and nor does text with simple placeholders: its id is its English, filled in by fillPlaceholders (shared/i18n/translator.ts).
    if (asWritten(message) === id) continue;
    const literal = code.slice(...span);
    const json = JSON.stringify(message);
    edited.overwrite(span[0], span[1], kind === 'call' ? `{ id: ${JSON.stringify(id)}, message: ${json} }` : kind === 'msg' ? `${literal}, ${json}` : `${literal} compiled={${json}}`);
    changed = true;
  }
  return changed ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: path }) } : undefined;
}

export function precompileMessages(): Plugin {
  return {
    name: 'sbiz-precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!SOURCE.test(path) || SKIPPED.test(path)) return undefined;
      return precompileMessagesIn(path, code);
    },
  };
}

/** The import of the whole English catalog (shared/i18n/translate.ts), answered in the browser by none: every message was compiled where it is written. */
export const browserEnglishCatalog = { find: /^\.\/compiled\/en\.generated$/, replacement: './browser-english' };
