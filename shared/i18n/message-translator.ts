/**
 * Messages that arrive as English text at run time (issue #28): a schema's
 * validation message, an API error, possibly with values in it ('Title must
 * be at most 100 characters'). Translated with a Lingui instance's own
 * catalog: an exact id first, then the ids with placeholders as patterns
 * ('Title must be at most {max} characters'), whose groups capture the values.
 *
 * Free of the compiled catalogs, so that the browser can use it with the
 * page's instance: a Hindi page has loaded the Hindi catalog in its own
 * chunk, and an English page never loads it.
 */
import type { PageI18n } from './translator';

interface Pattern {
  id: string;
  regex: RegExp;
  names: string[];
  /** The text around the placeholders: the longer, the more specific the pattern. */
  literalLength: number;
}

/** A simple placeholder; an id with a plural or a select (`{count, plural, …}`) is not matched against. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** ICU quoting: '' is an apostrophe; a quoted '{' is a brace. */
const unquote = (text: string) => text.replace(/'([{}])'/g, '$1').replace(/''/g, "'");

/** An id with placeholders as a pattern, or undefined when it has none or something else (a plural). */
function compilePattern(id: string): Pattern | undefined {
  if (!id.includes('{')) return undefined;
  const names: string[] = [];
  let source = '^';
  let literal = '';
  let last = 0;
  for (const match of id.matchAll(PLACEHOLDER)) {
    const text = unquote(id.slice(last, match.index));
    if (/[{}]/.test(text)) return undefined;
    source += `${escapeRegex(text)}(.+?)`;
    literal += text;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  const tail = unquote(id.slice(last));
  if (!names.length || /[{}]/.test(tail)) return undefined;
  source += `${escapeRegex(tail)}$`;
  literal += tail;
  // Two placeholders side by side cannot be told apart.
  if (/\(\.\+\?\)\(\.\+\?\)/.test(source)) return undefined;
  return { id, regex: new RegExp(source, 's'), names, literalLength: literal.length };
}

/** Placeholders whose values are words of ours (a field's label): such a value that is itself a message is translated. */
const WORD_PLACEHOLDERS = new Set(['label', 'noun', 'what', 'unit', 'known']);
/** A zod issue named by its field ('title: This field is required'): the field's name stays, the rest is translated. */
const FIELD_PREFIX = /^([A-Za-z0-9_.[\]-]+): (.+)$/s;

const translators = new WeakMap<PageI18n, (message: string) => string>();

/** The instance's translator of run-time English messages; one per instance, its patterns built on first need. */
export function messageTranslator(i18n: PageI18n): (message: string) => string {
  const known = translators.get(i18n);
  if (known) return known;
  const messages = i18n.messages;
  const has = (id: string) => Object.prototype.hasOwnProperty.call(messages, id);
  let patterns: Pattern[] | undefined;
  const exact = (message: string) => (has(message) ? i18n._(message) : undefined);
  const byPattern = (message: string) => {
    patterns ??= Object.keys(messages)
      .map(compilePattern)
      .filter((pattern): pattern is Pattern => pattern !== undefined)
      .sort((a, b) => b.literalLength - a.literalLength || a.names.length - b.names.length);
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(
        pattern.names.map((name, index) => {
          const value = match[index + 1]!;
          return [name, WORD_PLACEHOLDERS.has(name) && has(value) ? i18n._(value) : value];
        }),
      );
      return i18n._(pattern.id, values);
    }
    return undefined;
  };
  const translator = (message: string) => {
    if (!message) return message;
    const whole = exact(message);
    if (whole !== undefined) return whole;
    const prefixed = FIELD_PREFIX.exec(message);
    if (prefixed) {
      const rest = exact(prefixed[2]!) ?? byPattern(prefixed[2]!);
      if (rest !== undefined) return `${prefixed[1]}: ${rest}`;
    }
    return byPattern(message) ?? message;
  };
  translators.set(i18n, translator);
  return translator;
}
