import type { Plugin, Rolldown } from 'vite';
import { TOKEN_KEY } from '../src/api/token-store.ts';
import { PUBLIC_PATHS } from '../src/routing/public-paths.ts';

const APP_ROUTES = /[\\/]src[\\/]app-routes\.tsx$/;

/** The chunks a chunk needs, itself included, through static imports. */
function withImports(bundle: Rolldown.OutputBundle, start: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[start];
  if (into.has(start) || chunk?.type !== 'chunk') return into;
  into.add(start);
  for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

/** A classic script: with a token and a signed-in page in the address, the page's shared chunks start downloading at once. */
const preloadScript = (files: string[]) => `(function () {
  var path = location.hash.slice(1).split('?')[0] || '/';
  if (!localStorage.getItem(${JSON.stringify(TOKEN_KEY)}) || ${PUBLIC_PATHS}.test(path)) return;
  ${JSON.stringify(files.map((file) => `/${file}`))}.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;

/**
 * A signed-in page opened by its URL needs the routes of the signed-in pages (app-routes) and the
 * chunks they import, which the entry asks for only once it has run. A small async script in the
 * page asks for them beside the entry's own chunks, so the cold load waits one download less; the
 * sign-in page skips them.
 */
export function preloadAppRoutes(): Plugin {
  let script: string | undefined;
  return {
    name: 'adcast-preload-app-routes',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        const routes = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.moduleIds.some((id) => APP_ROUTES.test(id)),
        );
        if (!entry || !routes) return;
        const atStart = withImports(bundle, entry.fileName);
        const needed = [...withImports(bundle, routes.fileName)].filter((file) => !atStart.has(file));
        const reference = this.emitFile({
          type: 'asset',
          name: 'app-preload.js',
          source: preloadScript(needed),
        });
        script = this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        script ? [{ tag: 'script', attrs: { async: true, src: `/${script}` }, injectTo: 'head' }] : [],
    },
  };
}
