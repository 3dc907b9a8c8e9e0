/**
 * What the app uses of a language's instance (issue #28), free of Lingui:
 * English pages run on the few hundred bytes below, and only Hindi pages
 * load Lingui's core, with the Hindi catalog (hindi.ts, translate.ts).
 *
 * An English message's id is its text; one with placeholders or a plural is
 * compiled (in place by the browser's build, scripts/i18n/precompile-plugin.ts,
 * or in compiled/en.generated.ts on the server) and formatted here as
 * Lingui's interpolate formats it: the same text on both sides of a hydration.
 */
import { compiledInBrowser, type CompiledMessage } from './catalog';
import { englishMessages } from './compiled/en.generated';
import { intlLocale } from './locales';

/** The values of a message's placeholders: `t('{count, plural, one {# review} other {# reviews}}', { count })`. */
export type MessageValues = Record<string, unknown>;
/** Translates an English message (its id) into the instance's language. */
export type Translate = (message: string, values?: MessageValues) => string;

/** A page's language instance: Lingui's I18n on Hindi pages, englishI18n's on English ones. */
export interface PageI18n {
  readonly locale: string;
  /** Compiled messages by id; the translate function files here those compiled where they are written. */
  readonly messages: Record<string, CompiledMessage>;
  _(id: string, values?: MessageValues): string;
}

/** Lingui's compiled form: text, `[name]`, or `[name, format, cases or style]`; '#' in a plural's case is its number. */
type Token = string | [name: string, format?: string, options?: Record<string, Compiled> | string | Intl.NumberFormatOptions];
type Compiled = string | Token[];

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (options?: Intl.NumberFormatOptions) => {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale.en, options)));
  return format;
};
let plurals: Intl.PluralRules | undefined;

function interpolate(message: Compiled, values: MessageValues, count?: string): string {
  if (!Array.isArray(message)) return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, options] = token;
    const value = values[name] as number;
    let part: unknown = value;
    if (type === 'plural') {
      const { offset = 0, ...cases } = options as Record<string, Compiled> & { offset?: number };
      plurals ??= new Intl.PluralRules(intlLocale.en);
      const chosen = cases[value] ?? cases[plurals.select(value - offset)] ?? cases.other;
      part = chosen === undefined ? undefined : interpolate(chosen, values, numberFormat().format(value - offset));
    } else if (type === 'select') {
      const cases = options as Record<string, Compiled>;
      const chosen = cases[value] ?? cases.other;
      part = chosen === undefined ? undefined : interpolate(chosen, values);
    } else if (type === 'number') {
      part = numberFormat(typeof options === 'object' ? options : { style: options as Intl.NumberFormatOptions['style'] }).format(value);
    } else if (type) {
      throw new Error(`The English translator does not format ${type}`);
    }
    if (part != null) text += part as string;
  }
  return text;
}

/** The English instance; its catalog is empty in the browser, whose build compiles the messages in place (web/vite.config.ts). */
export function englishI18n(messages: Record<string, CompiledMessage> = englishMessages): PageI18n {
  const catalog = { ...messages };
  return {
    locale: 'en',
    messages: catalog,
    _: (id, values = {}) => (Object.prototype.hasOwnProperty.call(catalog, id) ? interpolate(catalog[id] as Compiled, values) : id),
  };
}

/** A message the browser's build compiled where it is used (scripts/i18n/precompile-plugin.ts). */
interface PrecompiledMessage {
  id: string;
  message: CompiledMessage;
}

/**
 * Files a message the browser's build compiled where it is written into the
 * instance's catalog, unless the catalog has it already (its Hindi): given
 * with it (`t`, `<Trans>`), or filed earlier by `msg()`. Written without
 * Lingui's change event: the message is the same for every render.
 */
export function fileCompiled(i18n: PageI18n, id: string, compiled?: CompiledMessage): void {
  const catalog = i18n.messages;
  if (Object.prototype.hasOwnProperty.call(catalog, id)) return;
  const message = compiled ?? compiledInBrowser.get(id);
  if (message !== undefined) catalog[id] = message;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A message with simple placeholders only ('Reviews of {name}'), which the
 * browser's build leaves as it is written (precompile-plugin.ts), filled in
 * as its compiled form would be: a missing value is left out.
 */
export const fillPlaceholders = (id: string, values: MessageValues = {}): string => id.replace(PLACEHOLDER, (_, name: string) => (values[name] == null ? '' : String(values[name])));

/** A message in the instance's language, taking the form the browser's build compiled where it is written; one it left as written is filled in. */
export function formatIn(i18n: PageI18n, id: string, values?: MessageValues, compiled?: CompiledMessage): string {
  fileCompiled(i18n, id, compiled);
  return Object.prototype.hasOwnProperty.call(i18n.messages, id) || !id.includes('{') ? i18n._(id, values) : fillPlaceholders(id, values);
}

/** The instance's translate function, bound; it takes the messages the browser's build compiled in place. */
export const translatorOf =
  (i18n: PageI18n): Translate =>
  (message, values) => {
    const given = message as string | PrecompiledMessage;
    return typeof given === 'string' ? formatIn(i18n, given, values) : formatIn(i18n, given.id, values, given.message);
  };
