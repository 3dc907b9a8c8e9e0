/**
 * Route paths: '/in/:city/sbiz/:slug', an optional param ':slug?', a
 * catch-all '*' or a trailing '/*'.
 * Matching is case-insensitive and ignores a trailing slash; params come
 * back decoded. A route table is ranked once, so that a static segment beats
 * a param and a param beats a catch-all, whatever the table's order.
 */

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  /** The part of the URL's path the pattern matched (all of it, or what comes before a splat). */
  pathname: string;
}

interface ParsedPattern {
  /** The pattern's leading static segments, lower-cased: a path that does not start with them cannot match. */
  prefix: string;
  regex?: RegExp;
  keys: string[];
}

const parsed = new Map<string, ParsedPattern>();
const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function parsePattern(pattern: string): ParsedPattern {
  let cached = parsed.get(pattern);
  if (cached) return cached;
  const segments = pattern.split('/').filter(Boolean);
  const firstVariable = segments.findIndex((segment) => segment === '*' || segment.startsWith(':'));
  const leading = firstVariable === -1 ? segments : segments.slice(0, firstVariable);
  cached = {
    prefix: leading
      .map((segment) => `/${segment}`)
      .join('')
      .toLowerCase(),
    keys: [],
  };
  parsed.set(pattern, cached);
  return cached;
}

/** The regular expression is built on the first path that passes the prefix: most patterns of a table never need one. */
function regexOf(pattern: string, path: ParsedPattern): RegExp {
  if (path.regex) return path.regex;
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      path.keys.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':') && segment.endsWith('?')) {
      path.keys.push(segment.slice(1, -1));
      source += '(?:/([^/]+))?';
    } else if (segment.startsWith(':')) {
      path.keys.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  path.regex = new RegExp(`^${source}/*$`, 'i');
  return path.regex;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape (a hand-typed '%') is kept as typed rather than failing the page.
    return value;
  }
}

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const path = parsePattern(pattern);
  if (!pathname.toLowerCase().startsWith(path.prefix)) return null;
  const found = regexOf(pattern, path).exec(pathname);
  if (!found) return null;
  const { keys } = path;
  const params: Params = {};
  keys.forEach((key, index) => {
    const value = found[index + 1];
    params[key] = value === undefined ? (key === '*' ? '' : undefined) : decode(value);
  });
  const splat = keys.includes('*') ? (found[keys.length] ?? '') : '';
  return { params, pathname: splat ? pathname.slice(0, pathname.length - splat.length - 1) || '/' : pathname };
}

/**
 * A pattern's rank, as React Router scores it: more segments first, then
 * 10 per static segment, 3 per param, and a catch-all last.
 */
export function rankPath(pattern: string): number {
  const segments = pattern.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}
