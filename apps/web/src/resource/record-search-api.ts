import type { AnyRecordContract } from '@adcast/domain/contracts/record-contract';
import { RECORD_CONTRACTS } from '@adcast/domain/contracts/registry';
import { EntityStatusSchema } from '@adcast/domain/enumerations';
import type { Page } from '@adcast/domain/paging';
import type { Permission } from '@adcast/domain/permissions';
import type { QueryObject } from '@adcast/domain/query';
import type { LinkOptions } from '@tanstack/react-router';
import { api } from '../api/client';
import { parseId } from './record-id';
import { recordLink } from './record-link';

export const PALETTE_HITS_PER_TYPE = 5;

/** A record the palette found by name or id. */
export interface RecordHit {
  key: string;
  name: string;
  /** The record type, as the palette groups the hits ('Placements'). */
  group: string;
  link: LinkOptions;
}

/** Where the palette looks for records of one type. */
export interface RecordSearchSource {
  group: string;
  /** Only users who may read the list search it. */
  permission: Permission;
  search: (text: string, signal: AbortSignal) => Promise<RecordHit[]>;
}

/** A list the palette searches: its path, the name of its text filter and how a row reads and opens. */
export interface SearchedList<T extends { id: number }> {
  key: string;
  group: string;
  listPath: string;
  searchParam: string;
  /** Filters every call of the list carries (a record list's every status). */
  filter?: QueryObject;
  nameOf: (row: T) => string;
  linkOf: (row: T) => LinkOptions;
}

/**
 * A search of one record type: by id when the text is one, else by name, a few hits of the list
 * call the user may make anyway.
 */
export const listSearch =
  <T extends { id: number }>(searched: SearchedList<T>) =>
  async (text: string, signal: AbortSignal): Promise<RecordHit[]> => {
    const id = parseId(text.trim().replace(/^#/, ''));
    const page = await api.get<Page<T>>(searched.listPath, {
      query: {
        ...searched.filter,
        ...(id === undefined ? { [searched.searchParam]: text.trim() } : { ids: [id] }),
        size: PALETTE_HITS_PER_TYPE,
      },
      signal,
    });
    return page.content.map((row) => ({
      key: `${searched.key}-${row.id}`,
      name: searched.nameOf(row),
      group: searched.group,
      link: searched.linkOf(row),
    }));
  };

/** The palette's search of a record area, from its contract. */
export const contractSearchSource = (contract: AnyRecordContract): RecordSearchSource => ({
  group: contract.labels.plural,
  permission: contract.permissions.read,
  search: listSearch({
    key: contract.key,
    filter: { status: EntityStatusSchema.options },
    group: contract.labels.plural,
    listPath: contract.paths.list,
    searchParam: contract.searchParam,
    nameOf: contract.nameOf,
    linkOf: (row) => recordLink(contract, row.id),
  }),
});

/** Every record area the palette searches: the registry's areas that say so. */
export const contractSearchSources: readonly RecordSearchSource[] = RECORD_CONTRACTS.filter(
  (contract) => contract.palette,
).map(contractSearchSource);
