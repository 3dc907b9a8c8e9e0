import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` after probing whether eval is allowed. The site's
// Content-Security-Policy allows no eval (functions/lib/security-headers.ts), and the probe alone is
// reported as a violation, so the browser's zod parses without compiling. Imported before any schema
// is built: zod reads the setting when an object schema is created.
config({ jitless: true });
