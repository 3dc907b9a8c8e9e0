import type { Catalog } from '../catalog';

/** The footer's language menu (web/src/app/layout/language-menu.tsx). */
export default {
  Language: 'भाषा',
} satisfies Catalog;
