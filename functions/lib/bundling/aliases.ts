/**
 * Modules the Lambda bundles swap for smaller stand-ins (esbuild `alias`, paths from the
 * project root), and the constants they are built with. One place for
 * infra/constructs/domain-function.ts and bench/lambda.ts, so the bench measures what ships.
 * Tests and the local stack run unbundled, with the real modules.
 */
export const lambdaAliases: Readonly<Record<string, string>> = {
  // ElectroDB checks each entity's model with jsonschema at load; the tests run the real check.
  jsonschema: './functions/lib/bundling/jsonschema-skip.cjs',
  // Lambda passes the role's credentials in environment variables: the rest of the chain is dead weight.
  '@aws-sdk/credential-provider-node': './functions/lib/bundling/env-credentials.ts',
};

/** The page renderer also leaves out the browser-only rich-text editor (see client-only.cjs). */
export const renderAliases: Readonly<Record<string, string>> = {
  ...lambdaAliases,
  '@tiptap/react': './functions/lib/bundling/client-only.cjs',
  '@tiptap/starter-kit': './functions/lib/bundling/client-only.cjs',
};

/**
 * React (and other CommonJS packages) pick their production build from NODE_ENV at run time;
 * defined at build time, esbuild drops the development builds (react-dom/server's are ~330 KB).
 */
export const lambdaDefines: Readonly<Record<string, string>> = { 'process.env.NODE_ENV': JSON.stringify('production') };

/**
 * Stylesheets a page module imports mean nothing on the server, and one that refers to images
 * (leaflet.css) would need a loader for each: the bundles load them as empty modules, as the local
 * stack does (scripts/local/style-imports.ts).
 */
export const lambdaLoaders: Readonly<Record<string, 'empty'>> = { '.css': 'empty' };

/** esbuild's `--alias:` arguments (aws-cdk-lib's `esbuildArgs`) for an alias table. */
export const aliasArgs = (aliases: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(aliases).map(([module, path]) => [`--alias:${module}`, path]));
