// zod compiles object parsers with `new Function` after probing whether eval is allowed. The site's
// Content-Security-Policy allows no eval (functions/lib/security-headers.ts), and the probe alone is
// reported as a violation, so the browser's zod parses without compiling. zod 4 keeps its settings on
// `globalThis.__zod_globalConfig` and adopts an object already there, so setting it before any schema is
// built needs no import of zod: importing zod's `config` here put all of zod into the first-load shell.
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodHost.__zod_globalConfig ??= {}).jitless = true;

export {};
