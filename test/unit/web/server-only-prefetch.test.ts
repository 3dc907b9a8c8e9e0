import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { serverOnlyPrefetch } from '../../../web/vite.config';

type Handler = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | undefined;
const plugin = serverOnlyPrefetch();
const { filter, handler } = plugin.transform as unknown as { filter: { id: RegExp }; handler: Handler };

const route = `import { localBusinessJsonLd } from '@shared/seo/json-ld';
export const prefetch = async ({ url }) => ({ jsonLd: [localBusinessJsonLd({ url: url.href })] });
export function ProfileRoute() {
  return null;
}
`;

describe("the browser's build leaves out the route modules' prefetch (web/vite.config.ts)", () => {
  it('drops the export from a route module, keeping each line the same length (source maps), and leaves the server build alone', () => {
    const out = handler(route, '/work/web/src/app/routes/business/profile.tsx')!;
    expect(out.code).not.toMatch(/export const prefetch/);
    expect(out.code).toContain('const prefetch');
    expect(out.code.split('\n').map((line) => line.length)).toEqual(route.split('\n').map((line) => line.length));
    expect(handler(route, '/work/web/src/app/routes/business/profile.tsx', { ssr: true })).toBeUndefined();
    expect(handler('export const other = 1;\n', '/work/web/src/app/routes/home.tsx')).toBeUndefined();
  });

  it('applies to the route modules only', () => {
    expect(filter.id.test('/work/web/src/app/routes/blog/article.tsx')).toBe(true);
    expect(filter.id.test('/work/web/src/features/business-profile/components/info-tab.tsx')).toBe(false);
  });

  it('lets the bundler drop what only the prefetch used', async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'virtual-route',
          resolveId: (id) => (id.endsWith('/app/routes/page.tsx') || id === 'json-ld' ? `\0${id}` : undefined),
          load: (id) =>
            id === '\0json-ld'
              ? 'export const jsonLd = () => "SERVER-ONLY-HEAD";'
              : id.startsWith('\0')
                ? 'import { jsonLd } from "json-ld";\nexport const prefetch = async () => jsonLd();\nexport const Page = () => "page";\n'
                : undefined,
        },
        { ...plugin, transform: { filter: { id: /app\/routes\/page\.tsx$/ }, handler: (plugin.transform as unknown as { handler: Handler }).handler } } as never,
      ],
      build: { write: false, lib: { entry: '/web/src/app/routes/page.tsx', formats: ['es'] }, minify: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<{ code?: string }> }>;
    const code = outputs.flatMap((bundle) => bundle.output.map((chunk) => chunk.code ?? '')).join('\n');
    expect(code).toContain('"page"');
    expect(code).not.toContain('SERVER-ONLY-HEAD');
  });
});
