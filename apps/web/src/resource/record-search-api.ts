import { EntityStatusSchema } from '@adcast/domain/enumerations';
import type { Page } from '@adcast/domain/paging';
import type { Permission } from '@adcast/domain/permissions';
import type { LinkOptions } from '@tanstack/react-router';
import { api } from '../api/client';
import { parseId } from '../routing/id-param';
import type { RecordHit, RecordSearchSource } from '../shell/command-palette/palette-sources';
import type { RecordResource, RecordRow } from './record-resource';

export const PALETTE_HITS_PER_TYPE = 5;

/**
 * The command palette's search of a record type: by id when the text is one, else by name in
 * every status, a few hits of the list call the user may make anyway.
 */
export function recordSearchSource<T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
  { permission, linkOf }: { permission: Permission; linkOf: (row: T) => LinkOptions },
): RecordSearchSource {
  const group = resource.labels.plural;
  return {
    group,
    permission,
    search: async (text, signal) => {
      const id = parseId(text.trim().replace(/^#/, ''));
      const page = await api.get<Page<T>>(resource.paths.list, {
        query: {
          ...(id === undefined ? { [resource.searchParam]: text.trim() } : { ids: [id] }),
          status: EntityStatusSchema.options,
          size: PALETTE_HITS_PER_TYPE,
        },
        signal,
      });
      return page.content.map(
        (row): RecordHit => ({
          key: `${resource.key}-${row.id}`,
          name: resource.nameOf(row),
          group,
          link: linkOf(row),
        }),
      );
    },
  };
}
