/**
 * The browser build's message compiler (issue #28), what Lingui's macro
 * does: each `t('…')` and `translate('…')` whose English has a placeholder
 * or a plural gets its compiled form where it stands,
 * `t({ id: '…', message: [compiled] })`, so an English page carries the
 * messages of the code it loads and no more. The browser then imports only
 * the messages that are looked up by id (`msg`, `<Trans>`):
 * compiled/en-browser.generated.ts. The server renderer and the Lambdas,
 * built without this plugin, read the whole English catalog.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { compiled, messagesInSource } from './catalogs';

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /node_modules|[\\/]shared[\\/]i18n[\\/](compiled|hi)[\\/]/;
/** A cheap test before parsing: the file calls t or translate with a literal. */
const MAY_TRANSLATE = /\b(t|translate)\(\s*['"`]/;

/** The module's code with its in-place messages compiled, or undefined when it has none to compile. */
export function precompileMessagesIn(path: string, code: string): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!MAY_TRANSLATE.test(code)) return undefined;
  const edited = new MagicString(code);
  let changed = false;
  for (const { id, inPlace, span } of messagesInSource(path, code)) {
    if (!inPlace) continue;
    const message = compiled(id);
    // Plain text needs nothing: its id is its English.
    if (message.length === 1 && message[0] === id) continue;
    edited.overwrite(span[0], span[1], `{ id: ${JSON.stringify(id)}, message: ${JSON.stringify(message)} }`);
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

/** The import of the whole English catalog (shared/i18n/translate.ts), answered in the browser by the looked-up messages only. */
export const browserEnglishCatalog = { find: /^\.\/compiled\/en\.generated$/, replacement: './compiled/en-browser.generated' };
