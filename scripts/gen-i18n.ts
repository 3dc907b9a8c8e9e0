/**
 * `npm run gen:i18n`: compiles the message catalogs into
 * shared/i18n/compiled/*.generated.ts and lists what the Hindi lacks
 * (see scripts/i18n/catalogs.ts). Run it after adding or changing messages.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogs, COMPILED_DIR } from './i18n/catalogs';

const report = await buildCatalogs();
writeFileSync(join(COMPILED_DIR, 'en.generated.ts'), report.en);
writeFileSync(join(COMPILED_DIR, 'hi.generated.ts'), report.hi);
writeFileSync(join(COMPILED_DIR, 'hi-public.generated.ts'), report.hiPublic);
writeFileSync(join(COMPILED_DIR, 'hi-account.generated.ts'), report.hiAccount);
for (const { id, at } of report.missing) console.log(`no Hindi: ${JSON.stringify(id)} (${at})`);
for (const { id, file } of report.unused) console.log(`unused: ${JSON.stringify(id)} in ${file}`);
for (const line of [...report.broken, ...report.duplicates]) console.log(`broken: ${line}`);
console.log(`Wrote ${COMPILED_DIR}: ${report.missing.length} missing, ${report.unused.length} unused, ${report.broken.length + report.duplicates.length} broken`);
process.exitCode = report.broken.length + report.duplicates.length > 0 ? 1 : 0;
