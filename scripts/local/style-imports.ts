import { register } from 'node:module';

/**
 * The web app imports stylesheets from its modules (`import 'x.css'`); Vite
 * turns them into the build's CSS files, and the render Lambda's esbuild
 * bundle does the same. Under `npm start` the page renderer is plain Node,
 * whose loader throws on a `.css` file ("Unknown file extension"), so every
 * page whose module graph reaches one was a 502. Node loads them here as
 * empty modules: a server render never needs the styles, the browser gets
 * them from the build.
 */
const hooks = `export async function load(url, context, nextLoad) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}`;

let registered = false;

/** Makes Node load `.css` imports as empty modules (once per process). */
export function ignoreStyleImports(): void {
  if (registered) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
