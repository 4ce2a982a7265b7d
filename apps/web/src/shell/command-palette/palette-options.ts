import type { MenuGroup } from '@adcast/domain/menus';
import type { Permission } from '@adcast/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import {
  contractSearchSources,
  type RecordHit,
  type RecordSearchSource,
} from '../../resource/record-search-api';

/** One choice of the palette: a page of the menu or a record found. */
export type PaletteOption = RecordHit & { detail?: string };

export const PAGES_GROUP = 'Pages';
/** Record searches start at this many characters (one letter matches too much to be useful). */
export const PALETTE_MIN_SEARCH = 2;

const matches = (text: string, words: string[]) => words.every((word) => text.toLowerCase().includes(word));

/** The menu's pages whose name (or group's name) holds every word typed; all of them when nothing is. */
export function pageOptions(groups: readonly MenuGroup[], typed: string): PaletteOption[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return groups.flatMap((group) =>
    group.items
      .filter((item) => matches(`${group.label} ${item.label}`, words))
      .map((item) => ({
        key: `page-${item.key}`,
        name: item.label,
        group: PAGES_GROUP,
        ...(group.label !== item.label && { detail: group.label }),
        // Menu paths are the app's own route paths, checked by the menu's tests.
        link: { to: item.path } as LinkOptions,
      })),
  );
}

/** The records of every type the user may read whose name (or id) matches the text: the record areas', then the features' own. */
export function useRecordHits(
  text: string,
  can: (permission: Permission) => boolean,
  featureSources: readonly RecordSearchSource[] = [],
) {
  const sources = [...contractSearchSources, ...featureSources].filter((source) => can(source.permission));
  const query = text.trim();
  return useQuery({
    queryKey: ['palette', query, sources.map((source) => source.group)],
    enabled: query.length >= PALETTE_MIN_SEARCH && sources.length > 0,
    queryFn: async ({ signal }) => {
      const found = await Promise.allSettled(sources.map((source) => source.search(query, signal)));
      return found.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    },
    staleTime: 30_000,
  });
}
