import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toastingErrors } from '../../api/notify-error';
import { byName, inNetworks, type PickerItem, type PickerSource } from './picker-source';

export interface PickerSearch {
  search: string;
  networkIds?: readonly number[];
  enabled: boolean;
}

/** The options for the search text, of the given networks only, sorted by name. */
export function usePickerOptions(source: PickerSource, { search, networkIds, enabled }: PickerSearch) {
  return useQuery({
    queryKey: ['picker', source.key, 'search', search, networkIds ?? null],
    queryFn: toastingErrors(source.errorMessage, () => source.fetch({ search, networkIds })),
    enabled,
    placeholderData: keepPreviousData,
    select: (items: PickerItem[]) => byName(inNetworks(items, networkIds)),
  });
}

/**
 * The items behind the chosen ids. Items met in any answer are remembered, so only ids never
 * seen (a preselection) are fetched, by id.
 */
export function useChosenItems(source: PickerSource, ids: readonly number[], seen: PickerItem[] | undefined) {
  const [known, setKnown] = useState<ReadonlyMap<number, PickerItem>>(new Map());
  const missing = ids.filter((id) => !known.has(id));
  const resolved = useQuery({
    queryKey: ['picker', source.key, 'ids', missing],
    queryFn: toastingErrors(source.errorMessage, () => source.fetch({ search: '', ids: missing })),
    enabled: missing.length > 0,
  });
  useEffect(() => {
    const items = [...(seen ?? []), ...(resolved.data ?? [])];
    if (items.length === 0) return;
    setKnown((previous) =>
      items.every((item) => previous.get(item.id) === item)
        ? previous
        : new Map([...previous, ...items.map((item) => [item.id, item] as const)]),
    );
  }, [seen, resolved.data]);
  const chosen = ids.flatMap((id) => {
    const item = known.get(id);
    return item ? [item] : [];
  });
  return { chosen, resolving: resolved.isFetching };
}
