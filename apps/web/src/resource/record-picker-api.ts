import type { AnyRecordContract, RecordDto } from '@adcast/domain/contracts/record-contract';
import { RECORD_CONTRACTS, type RecordContractKey } from '@adcast/domain/contracts/registry';
import { type Page, PICKER_PAGE_SIZE } from '@adcast/domain/paging';
import { api } from '../api/client';
import { definePickerSource, type PickerSource, statusOfItem } from '../ui/pickers/picker-source';

/** Records name their network by `networkId` (placements) or by a `network` reference (the others). */
function networkIdOf(dto: RecordDto): number | null {
  const row = dto as { networkId?: number | null; network?: { id: number } | null };
  return row.networkId ?? row.network?.id ?? null;
}

/**
 * The shared picker of a record area (part 2 §2, §7), from its contract: its label, placeholder and
 * failure message; page 0, size 1000, the search under the list's own name, the networks and ids
 * (the ids alone preselect), and the statuses it offers.
 */
export function contractPickerSource(contract: AnyRecordContract): PickerSource {
  const picker = contract.picker;
  if (!picker) throw new Error(`The ${contract.key} contract declares no picker`);
  return definePickerSource<RecordDto>({
    key: contract.key,
    label: picker.label,
    placeholder: picker.placeholder,
    errorMessage: picker.errorMessage,
    load: ({ search, ids, networkIds }): Promise<Page<RecordDto>> =>
      api.get(contract.paths.picker ?? contract.paths.list, {
        query: {
          page: 0,
          size: PICKER_PAGE_SIZE,
          [contract.searchParam]: search,
          ids,
          networkIds,
          status: picker.statuses,
        },
      }),
    toItem: (dto) => ({
      id: dto.id,
      name: contract.nameOf(dto),
      networkId: networkIdOf(dto),
      ...statusOfItem(contract.statuses.options, dto.status),
    }),
  });
}

/** The picker source of every registry area that declares a picker, by the area's key. */
const PICKER_SOURCES: ReadonlyMap<string, PickerSource> = new Map(
  RECORD_CONTRACTS.filter((contract) => contract.picker).map((contract) => [
    contract.key,
    contractPickerSource(contract),
  ]),
);

/** The shared picker source of a record area (`<EntityPicker source={recordPickerSource('deals')} />`). */
export function recordPickerSource(key: RecordContractKey): PickerSource {
  const source = PICKER_SOURCES.get(key);
  if (!source) throw new Error(`The ${key} contract declares no picker`);
  return source;
}
