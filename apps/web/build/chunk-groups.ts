import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never) => unknown>
>[1];

const UI_LIBRARIES =
  /node_modules[\\/](@mui[\\/](material|system|utils|icons-material|styled-engine|private-theming)|@emotion|@popperjs|react-transition-group|clsx)[\\/]/;
const APP_CODE = /(apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src)[\\/]/;
const SHARED_APP_CODE =
  /(apps[\\/]web[\\/]src[\\/](ui|resource|api|shell|session|routing)|packages[\\/]domain[\\/]src)[\\/]/;
/** Domain code that reads the Public Suffix List (large): it stays with the pages that use it. */
const SUFFIX_LIST_USERS =
  /packages[\\/]domain[\\/]src[\\/](ads-txt[\\/](seller-lines|ads-txt-location)|supply-chain[\\/]partner-sellers-json|publishers[\\/]seller-entry)[.]/;

/** Whether the entry reaches a module through static imports only, i.e. it runs before any page opens. */
function loadedAtStart(ctx: ChunkingContext) {
  const known = new Map<string, boolean>();
  const visit = (id: string): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle does not make a module initial by itself
    const info = ctx.getModuleInfo(id);
    const initial = info !== null && (info.isEntry || info.importers.some(visit));
    known.set(id, initial);
    return initial;
  };
  return visit;
}

function namedWhen(
  name: string,
  test: RegExp,
  atStart: boolean,
  except?: RegExp,
): Rolldown.CodeSplittingGroup['name'] {
  let startOf: ((id: string) => boolean) | undefined;
  let seen: ChunkingContext | undefined;
  return (id, ctx) => {
    if (!test.test(id) || except?.test(id)) return null;
    if (seen !== ctx) {
      seen = ctx;
      startOf = loadedAtStart(ctx);
    }
    return startOf?.(id) === atStart ? name : null;
  };
}

/**
 * How the build cuts its chunks. Left to itself the bundler makes a chunk per shared component (a
 * cold `/connections` fetched ~75 files); these groups keep the sign-in page's code as small as it
 * was and give every signed-in page four shared files: the libraries and the app code that run at
 * start, then the UI components and the shell with the shared list, form and resource parts.
 * Charts, the video player and the Public Suffix List (the seller and ads.txt screens' domain
 * checks) stay in their own lazy chunks.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 40 },
  { name: 'suffix-list', test: /node_modules[\\/]tldts(-core)?[\\/]/, priority: 35 },
  { name: namedWhen('start', APP_CODE, true), debugName: 'start', priority: 30 },
  { name: namedWhen('vendor-ui', UI_LIBRARIES, false), debugName: 'vendor-ui', priority: 20 },
  { name: namedWhen('app', SHARED_APP_CODE, false, SUFFIX_LIST_USERS), debugName: 'app', priority: 10 },
];
