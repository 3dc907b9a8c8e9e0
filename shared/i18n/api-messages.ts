/**
 * The API's messages in the caller's language (issue #28). Schemas and
 * handlers write their messages in English (the catalogs' ids, marked with
 * `msg('…')` so that `npm run gen:i18n` finds them); the API translates a
 * message on its way out, for the request's Accept-Language.
 *
 * A message with values in it ('Title must be at most 100 characters') is
 * matched against the catalog's ids that have placeholders
 * ('Title must be at most {max} characters', see api-message-patterns.ts):
 * each such id is compiled once into a regular expression whose groups
 * capture the values, and the Hindi is formatted with them.
 */
import type { I18n } from '@lingui/core';
import { hindiMessages } from './compiled/hi.generated';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { createI18n } from './translate';

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
export function compilePattern(id: string): Pattern | undefined {
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

let hindi: { i18n: I18n; patterns: Pattern[] } | undefined;

/** The Hindi instance and the catalog's patterns, built on first use. */
function hindiCatalog() {
  if (!hindi) {
    const patterns = Object.keys(hindiMessages)
      .map(compilePattern)
      .filter((pattern): pattern is Pattern => pattern !== undefined)
      // The most specific first: 'Please enter at least {min} characters' before '{name} is required'-like catch-alls.
      .sort((a, b) => b.literalLength - a.literalLength || a.names.length - b.names.length);
    hindi = { i18n: createI18n('hi', hindiMessages), patterns };
  }
  return hindi;
}

const has = (id: string) => Object.prototype.hasOwnProperty.call(hindiMessages, id);

/**
 * The placeholders whose values are words of ours (a field's label 'First
 * name', a rate limit's noun): such a value that is itself a message is
 * translated. Others (a field's name, a number, a key) stay as they came.
 */
const WORD_PLACEHOLDERS = new Set(['label', 'noun', 'what', 'unit', 'known']);
const translatedValue = (i18n: I18n, name: string, value: string) => (WORD_PLACEHOLDERS.has(name) && has(value) ? i18n._(value) : value);

function exact(message: string): string | undefined {
  return has(message) ? hindiCatalog().i18n._(message) : undefined;
}

function byPattern(message: string): string | undefined {
  const { i18n, patterns } = hindiCatalog();
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, translatedValue(i18n, name, match[index + 1]!)]));
    return i18n._(pattern.id, values);
  }
  return undefined;
}

/** A zod issue named by its field ('title: This field is required'): the field's name stays, the rest is translated. */
const FIELD_PREFIX = /^([A-Za-z0-9_.[\]-]+): (.+)$/s;

/**
 * An English message of the API in a language: the same text in English (or
 * when the catalog has no Hindi for it), else its Hindi.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !message) return message;
  const whole = exact(message);
  if (whole !== undefined) return whole;
  // Before the patterns: '{name} is required' would otherwise take 'title: This field' for a name.
  const prefixed = FIELD_PREFIX.exec(message);
  if (prefixed) {
    const rest = exact(prefixed[2]!) ?? byPattern(prefixed[2]!);
    if (rest !== undefined) return `${prefixed[1]}: ${rest}`;
  }
  return byPattern(message) ?? message;
}
