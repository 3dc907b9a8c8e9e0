import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { browserEnglishCatalog, precompileMessages } from '../scripts/i18n/precompile-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The local gateway (npm start) answers the API, uploads, runtime config and the chat socket. */
const gateway = 'http://localhost:3000';
const proxy = {
  '/api': { target: gateway, changeOrigin: true },
  '/uploads': { target: gateway, changeOrigin: true },
  '/config.json': { target: gateway, changeOrigin: true },
  '/ws': { target: gateway, changeOrigin: true, ws: true },
};

/**
 * The app shell: every module the app's script (boot.tsx, which main.tsx
 * imports once the server's HTML is on screen) imports statically, found once the module
 * graph is complete. Left to itself the bundler splits these by which lazy
 * routes also use them, into some 30 files of a few hundred bytes that every
 * page loads anyway; grouped, they are one request.
 */
const shellModules = new Set<string>();
function findAppShell(): Plugin {
  return {
    name: 'sbiz-app-shell',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // The entry is index.html, whose script is main.tsx, which imports boot.tsx. Both stay apart: main must not
      // import the shell (it would run before the paint), and boot awaits the page's route module, which imports
      // the shell, so sharing a file with the shell would deadlock that import.
      const main = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).flatMap(importsOf);
      const boot = main.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => /[\\/]src[\\/]boot\.tsx$/.test(id));
      const pending = boot.flatMap(importsOf);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        pending.push(...importsOf(id));
      }
    },
  };
}

/** The files of the signed-in and admin screens' route modules (and the sign-in forms'), found as the bundle is written. */
const accountRouteFiles = new Set<string>();
const accountRoute = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/](dashboard|admin|auth)[\\/]|[\\/]web[\\/]src[\\/]app[\\/]routes[\\/](business[\\/]edit-approved|contact-us|unsubscribe)\.tsx$/;
function findAccountRoutes(): Plugin {
  return {
    name: 'sbiz-account-routes',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.facadeModuleId && accountRoute.test(file.facadeModuleId)) accountRouteFiles.add(file.fileName);
      },
    },
  };
}

/**
 * Names the built Devanagari fonts in index.html's server-rendered head
 * (`<!--hindi-fonts:/assets/…woff2,…-->`), so that the renderer can preload
 * them on Hindi pages (entry-server.tsx): fetched with the page instead of
 * after the CSS, their text no longer reflows when they swap in. The server
 * replaces the marker; English pages never load the fonts.
 */
function markHindiFonts(): Plugin {
  return {
    name: 'sbiz-hindi-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = Object.values(bundle ?? {})
          .map((file) => file.fileName)
          .filter((name) => /noto-sans-devanagari-devanagari-(400|600)-normal-[\w-]+\.woff2$/.test(name))
          .sort();
        return html.replace('<!--/ssr-head-->', () => `<!--hindi-fonts:${fonts.map((name) => `/${name}`).join(',')}-->\n    <!--/ssr-head-->`);
      },
    },
  };
}

/**
 * A route module's `prefetch` (the data the server loads before rendering, and the page's head: titles, descriptions,
 * JSON-LD) runs only on the server (entry-server.tsx, which the renderer loads from source, not from this build): the
 * browser's build drops its export, and with it what only the head uses (shared/seo/json-ld.ts and the like). The
 * replacement keeps the line's length, so the source maps stay right.
 */
const prefetchExport = /^export const prefetch\b/m;
export function serverOnlyPrefetch(): Plugin {
  return {
    name: 'sbiz-server-only-prefetch',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/].+\.tsx?$/ },
      handler(code, _id, options) {
        if (options?.ssr || !prefetchExport.test(code)) return undefined;
        return { code: code.replace(prefetchExport, '/*srv*/const prefetch'), map: null };
      },
    },
  };
}

const listingKit =
  /[\\/]shared[\\/](business[\\/](enums|format|open-status|working-hours)|geo[\\/]location|places|seo[\\/]json-ld|time[\\/]india)\.ts$|[\\/]web[\\/]src[\\/](lib[\\/](format|visitor-position)\.ts|lib[\\/]deferred\.tsx|features[\\/]reviews[\\/](components[\\/]review-slot\.tsx|api[\\/]cached-rating\.ts)|components[\\/]ui[\\/](skeleton|rich-html|avatar)\.tsx|components[\\/]map[\\/]lazy-map\.tsx|app[\\/](routes[\\/]not-found\.tsx|ssr[\\/]page-data\.ts))$/;
/** The week days' names as messages (a hundred bytes) that the listing filters and the events pages share: in the shell rather than a file of their own, which would cost those pages a request (some 1.3 KB of headers). */
const weekDayLabels = /[\\/]shared[\\/]i18n[\\/]week-days\.ts$/;
/**
 * What the header search's suggestions (loaded when the box is opened) share with the pages: a category's title, an
 * upload's address, the search API's calls and the words for what a query was understood as (the results page's chips).
 * Small, and used on most pages: in the shell, rather than in whichever page kit the bundler would put them in (a
 * category page would then load the events kit) or in files of their own.
 */
const sharedWithSuggestions = /[\\/]shared[\\/](i18n[\\/]category-title|uploads)\.ts$|[\\/]web[\\/]src[\\/](api[\\/]search\.ts|features[\\/]search[\\/]components[\\/]search-understood\.tsx)$/;
/**
 * What the business profile shares with a few other pages (the member page, collections, write a review): its data, the
 * save-to-collection and follow buttons, the team and follower lists. Left to itself the bundler makes seven files of
 * a few hundred bytes of them, which the profile all loads, each a request with its own headers. Also what the profile's
 * first file shares with the Info tab's lower parts (info-more.tsx, loaded as they near the viewport): the cards, the map
 * links, the distance and map, the tap counter, which would otherwise be files of their own on the profile's first load.
 */
const businessProfileKit =
  /[\\/]web[\\/]src[\\/](features[\\/]business-profile[\\/](api[\\/](get-business|collections|track|get-followers)\.ts|components[\\/](profile-icons|profile-parts|listing-location)\.tsx)|api[\\/](collections|get-team)\.ts|components[\\/]people-list\.tsx|features[\\/]users[\\/](components[\\/]follow-member-button\.tsx|api[\\/]people\.ts))$/;
/**
 * The same for the events pages (discovery, search, an event): their data, dates (ist-dates.ts, without Luxon: the event
 * form's shared/events/dates.ts stays out, since it would bring Luxon), words, card and mark buttons.
 */
const eventsKit =
  /[\\/]web[\\/]src[\\/]features[\\/]events[\\/](api[\\/](get-events|get-event|categories|mark-event)\.ts|components[\\/](event-card|mark-buttons)\.tsx|i18n\.ts|ist-dates\.ts)$|[\\/]shared[\\/]events[\\/]constants\.ts$/;
/** The same for the product pages (a product, a product category): a product's data, specifications, units, discounts, their words and the inquiry's call. */
const productsKit =
  /[\\/]web[\\/]src[\\/]features[\\/]products[\\/](api[\\/](product|inquiries)\.ts|unit-names\.ts|i18n\.ts|spec-labels\.ts)$|[\\/]shared[\\/]products[\\/](specifications|units|discount)\.ts$/;
const reviewSection =
  /[\\/]web[\\/]src[\\/]features[\\/]reviews[\\/](components[\\/](review-section|review-card|stars)\.tsx|api[\\/](get-reviews|review-actions)\.ts)$|[\\/]shared[\\/]reviews[\\/]constants\.ts$/;

export default defineConfig({
  root: webRoot,
  publicDir: fromWeb('./public'),
  plugins: [precompileMessages(), react(), serverOnlyPrefetch(), findAppShell(), findAccountRoutes(), markHindiFonts()],
  resolve: {
    alias: [{ find: '@shared', replacement: fromWeb('../shared') }, { find: '@', replacement: fromWeb('./src') }, browserEnglishCatalog],
  },
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      // A lazy import preloads every file its module imports, listed in the importing file. The shell's route table
      // would list some 120 of them, 2 KB that every page downloads: the signed-in and admin screens' lists are left
      // out (their module brings its imports one round trip later). The public pages keep theirs: a page's first load
      // waits on its module's imports before it hydrates, and without the list it waits a round trip longer (Lighthouse's
      // time to interactive on a city home, 2.2 -> 3.0 s).
      // The files loaded before the router runs (the framework, the shell, boot's and the entry's) need no preload either.
      resolveDependencies: (file, deps, { hostId }) =>
        /(^|\/)shell-[\w-]+\.js$/.test(hostId)
          ? accountRouteFiles.has(file)
            ? []
            : deps.filter((dep) => !/(^|\/)(framework|shell|boot|preload|rolldown-runtime|client)-[\w-]+\.js$/.test(dep))
          : deps,
    },
    rollupOptions: {
      output: {
        // React and React Query load on every page: one file instead of four, so the
        // first load makes fewer requests (each costs headers and a round trip on a phone).
        codeSplitting: {
          groups: [
            // What main.tsx shares with the app, Vite's preload helper and the language of a path (locales.ts): in the shell
            // they would make main fetch and run the shell before the paint.
            { name: 'preload', test: /vite\/preload-helper|[\\/]shared[\\/]i18n[\\/]locales\.ts$/, priority: 3 },
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/, priority: 2 },
            { name: 'shell', test: (id) => shellModules.has(id) || weekDayLabels.test(id) || sharedWithSuggestions.test(id), priority: 1 },
            // What every public listing page uses (hours, open status, enums, phone and rupee formats, dates, JSON-LD, the
            // 404 page, distances and the visitor's position, the map's lazy loader, stored rich text, the category pages' head,
            // the loader of the parts that load as they near the viewport, the review section's and the rating it leaves in the cache,
            // the avatar): one file of 9 KB instead
            // of fourteen of a few hundred bytes, each a request with its own headers.
            { name: 'listing-kit', test: listingKit, priority: 1 },
            // The review section that the business, product, event and article pages embed, in one file instead of four.
            { name: 'review-section', test: reviewSection, priority: 1 },
            { name: 'profile-kit', test: businessProfileKit, priority: 0 },
            { name: 'events-kit', test: eventsKit, priority: 0 },
            { name: 'products-kit', test: productsKit, priority: 0 },
            // Luxon, which the events kit uses, and the numbered pages stay files of their own: the chat loads Luxon, the results pages the pagination.
            { name: 'luxon', test: /node_modules[\\/]luxon[\\/]/, priority: 1 },
            { name: 'pagination', test: /[\\/]web[\\/]src[\\/](components[\\/]ui[\\/]pagination\.tsx|lib[\\/]page-window\.ts)$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
});
