/**
 * The interface's language in React (issue #28): `useT()` translates,
 * `useLocale()` names the page's language, `<Trans>` translates a message
 * with elements in it. The instance comes from the provider: one per server
 * render, one in the browser.
 *
 *   const t = useT();
 *   t('Write a review');
 *   t('{count, plural, one {# review} other {# reviews}}', { count });
 *   <Trans id="Read our <0>terms</0>" components={{ 0: <Link to="/terms" /> }} />
 */
import { cloneElement, createContext, use, useMemo, type ReactElement, type ReactNode } from 'react';
import type { CompiledMessage } from '@shared/i18n/catalog';
import { englishI18n, formatIn, translatorOf, type MessageValues, type PageI18n, type Translate } from '@shared/i18n/translator';
import { splitLocale, type Locale } from '@shared/i18n/locales';

export { msg } from '@shared/i18n/catalog';
export type { Translate } from '@shared/i18n/translator';

/** Lingui's React bindings' part that the app uses, without them: English pages load no Lingui at all. */
const LanguageContext = createContext<PageI18n | null>(null);

export function LanguageProvider({ i18n, children }: { i18n: PageI18n; children: ReactNode }) {
  return <LanguageContext value={i18n}>{children}</LanguageContext>;
}

/** The page's instance; English outside a provider (a component rendered alone in a unit test). */
export function usePageI18n(): PageI18n {
  return use(LanguageContext) ?? fallbackI18n();
}

/** `<0>…</0>` and `<0/>` in a translation, as Lingui's `<Trans>` reads them. */
const TAG = /<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9]+)\/>/;

/** The translation with its numbered tags replaced by the given elements, their children formatted alike (Lingui's formatElements). */
function formatElements(text: string, elements: Record<string, ReactElement<{ children?: ReactNode }>>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [];
  const before = parts.shift();
  if (before) tree.push(before);
  for (let at = 0; at < parts.length; at += 4) {
    const [paired, children, unpaired, after] = parts.slice(at, at + 4);
    const element = elements[(paired || unpaired)!] ?? <></>;
    tree.push(cloneElement(element, { key: at }, children ? formatElements(children, elements) : element.props.children));
    if (after) tree.push(after);
  }
  return tree.length === 1 ? tree[0] : tree;
}

interface TransProps {
  id: string;
  values?: MessageValues;
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
  /** The message the browser's build compiled where it is written. */
  compiled?: CompiledMessage;
}

/** A message with elements in it (Lingui's `<Trans>`): a value that is not text or a number renders as an element of its own. */
export function Trans({ id, values, components = {}, compiled }: TransProps) {
  const i18n = usePageI18n();
  const texts: MessageValues = {};
  const elements = { ...components };
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') texts[name] = value;
    else {
      const index = Object.keys(elements).length;
      elements[index] = <>{value as ReactNode}</>;
      texts[name] = `<${index}/>`;
    }
  }
  const translation = formatIn(i18n, id, texts, compiled);
  return translation ? formatElements(translation, elements) : null;
}

/** The page's translate function. */
export function useT(): Translate {
  const i18n = usePageI18n();
  return useMemo(() => translatorOf(i18n), [i18n]);
}

/** The page's language: 'en' or 'hi'. */
export function useLocale(): Locale {
  return usePageI18n().locale as Locale;
}

let browserI18n: PageI18n | undefined;
/** The signed-in areas' Hindi (loadAccountHindi): loading, loaded, and the instance that took it. */
let accountHindi: Promise<PageI18n['messages']> | undefined;
let accountMessages: PageI18n['messages'] | undefined;
let accountTaken: PageI18n | undefined;

/** The instance takes the signed-in areas' Hindi, once. */
function takeAccountHindi(i18n: PageI18n | undefined) {
  if (!i18n || !accountMessages || i18n.locale !== 'hi' || accountTaken === i18n) return;
  Object.assign(i18n.messages, accountMessages);
  accountTaken = i18n;
}

/** The browser's instance, set once at start (boot.tsx), for code that runs outside React's render (a toast, a socket's message). */
export function setBrowserI18n(i18n: PageI18n) {
  browserI18n = i18n;
  takeAccountHindi(i18n);
}

/**
 * On a Hindi page, the Hindi that only the dashboard's and admin's pages use
 * (compiled/hi-account.generated.ts), loaded with them (app/router.tsx) into
 * the page's instance: a visitor's Hindi pages never fetch it. It may load
 * before the instance exists (a page's first load), which then takes it at
 * start. Nothing to do in English, or on the server, whose catalog is whole.
 */
export async function loadAccountHindi(): Promise<void> {
  if (typeof window === 'undefined' || splitLocale(window.location.pathname).locale !== 'hi') return;
  accountHindi ??= import('@shared/i18n/compiled/hi-account.generated').then(
    ({ hindiAccountMessages }) => (accountMessages = hindiAccountMessages),
    (error: unknown) => {
      // A failed load (a network error) may be tried again by the next navigation.
      accountHindi = undefined;
      throw error;
    },
  );
  await accountHindi;
  takeAccountHindi(browserI18n);
}

/**
 * Translates outside a component, in the browser only (an event handler,
 * a toast). Renders use `useT()`: a server renders pages side by side, in
 * both languages.
 */
export const translate: Translate = (message, values) => translatorOf(browserI18n ?? fallbackI18n())(message, values);

let english: PageI18n | undefined;
/** Before start-up (a unit test, a module's first evaluation), messages are English. */
const fallbackI18n = (): PageI18n => (english ??= englishI18n());
