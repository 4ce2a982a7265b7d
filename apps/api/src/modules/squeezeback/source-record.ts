import type { EntityStatus } from '@adcast/domain/enumerations';
import { SOURCE_CONTRACT } from '@adcast/domain/squeezeback/source-contract';
import { SOURCE_MESSAGES } from '@adcast/domain/squeezeback/sources';
import { squeezebackSources } from '../../db/schema/taxonomy';
import { textKey } from '../../db/sorting';
import { selectSources } from '../../db/taxonomy';
import { networkFilter } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';
import { networkOf } from '../../records/network-choice';

export const SOURCE = defineRecord(SOURCE_CONTRACT, {
  table: squeezebackSources,
  select: selectSources,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    hlsUrl: row.hlsUrl,
    channel: row.channelId === null ? null : { id: row.channelId, name: row.channelName ?? '' },
    layout: row.layout,
    schedule: row.schedule,
    notes: row.notes,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  visibleTo: (auth, networkIds) => networkFilter(squeezebackSources.networkId, auth, networkIds),
  networkOf: (source) => source.network?.id ?? null,
  sortKeys: {
    name: textKey(squeezebackSources.name),
    status: squeezebackSources.status,
    createdOn: squeezebackSources.createdOn,
  },
  search: { column: squeezebackSources.name },
  unique: { constraint: 'squeezeback_sources_name_unique', message: SOURCE_MESSAGES.duplicateName },
});
