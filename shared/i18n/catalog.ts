/**
 * A Hindi source catalog: the English message (an ICU message, the id) to
 * its Hindi. One file per area under shared/i18n/hi/, so each area's
 * translators own theirs; `npm run gen:i18n` compiles them all.
 */
export type Catalog = Readonly<Record<string, string>>;

/** A message's compiled form (Lingui's `Messages` value), kept loose here so that this file imports nothing. */
export type CompiledMessage = unknown;

/**
 * Messages marked with `msg()` that the browser's build compiled where they
 * are written (scripts/i18n/precompile-plugin.ts): the translate function
 * takes a message it is asked for from here when its catalog lacks it.
 */
export const compiledInBrowser = new Map<string, CompiledMessage>();

/**
 * Marks a message defined away from where it is shown (a tab's label in a
 * constant) so that `npm run gen:i18n` finds it; it is translated where it is
 * rendered, `t(tab.label)`. It returns its argument unchanged. The browser's
 * build passes the `compiled` form of a message with placeholders.
 */
export const msg = <T extends string>(message: T, compiled?: CompiledMessage): T => {
  if (compiled !== undefined) compiledInBrowser.set(message, compiled);
  return message;
};
