import { type EnumOption, optionOf } from '@adcast/domain/enumerations';
import type { Page } from '@adcast/domain/paging';
import { PICKER_PLACEHOLDER } from '@adcast/domain/picker-labels';

/** One row of a picker: what the option list and the chips show of it. */
export interface PickerItem {
  id: number;
  name: string;
  /** The network it belongs to, null for none. */
  networkId: number | null;
  statusLabel?: string;
  color?: string;
}

export interface PickerQuery {
  search: string;
  /** Only these rows (the ids of a preselection). */
  ids?: readonly number[];
  /** Only rows of these networks. */
  networkIds?: readonly number[];
}

/** What a picker needs to know of an entity: how to fetch it, how to name it, what to say on failure. */
export interface PickerSource {
  key: string;
  label: string;
  placeholder: string;
  errorMessage: string;
  /** The hint when nothing is there to choose before anything is typed (part 2 §2: the domain picker's). */
  emptyText?: string;
  fetch: (query: PickerQuery) => Promise<PickerItem[]>;
}

interface SourceDefinition<T> {
  key: string;
  label: string;
  placeholder?: string;
  errorMessage: string;
  emptyText?: string;
  load: (query: PickerQuery) => Promise<Page<T>>;
  toItem: (row: T) => PickerItem;
}

export function definePickerSource<T>(definition: SourceDefinition<T>): PickerSource {
  const { load, toItem, placeholder = PICKER_PLACEHOLDER, ...rest } = definition;
  return { ...rest, placeholder, fetch: async (query) => (await load(query)).content.map(toItem) };
}

/** The status part of an item: its label and colour from the status enumeration. */
export function statusOfItem<K extends string>(options: readonly EnumOption<K>[], status: K) {
  const option = optionOf(options, status);
  return { statusLabel: option?.label ?? status, color: option?.color };
}

/** Part 2 §7: single pickers sort their results by name. */
export const byName = (items: readonly PickerItem[]): PickerItem[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** Rows of the given networks; every row when no network list is given. */
export const inNetworks = (items: readonly PickerItem[], networkIds?: readonly number[]): PickerItem[] =>
  networkIds === undefined
    ? [...items]
    : items.filter((item) => item.networkId !== null && networkIds.includes(item.networkId));
