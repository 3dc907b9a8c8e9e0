import type { Messages } from '@lingui/core';

/**
 * The English catalog as the browser's build sees it (web/vite.config.ts
 * aliases compiled/en.generated here): empty, because the build compiles each
 * message where it is written (scripts/i18n/precompile-plugin.ts) and a
 * plain message is its own English.
 */
export const englishMessages: Messages = {};
