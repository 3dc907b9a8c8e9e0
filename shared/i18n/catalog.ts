/**
 * A Hindi source catalog: the English message (an ICU message, the id) to
 * its Hindi. One file per area under shared/i18n/hi/, so each area's
 * translators own theirs; `npm run gen:i18n` compiles them all.
 */
export type Catalog = Readonly<Record<string, string>>;

/**
 * Marks a message defined away from where it is shown (a tab's label in a
 * constant) so that `npm run gen:i18n` finds it; it is translated where it is
 * rendered, `t(tab.label)`. It returns its argument unchanged.
 */
export const msg = <T extends string>(message: T): T => message;
