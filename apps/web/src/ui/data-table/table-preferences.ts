import { useCallback, useState } from 'react';
import { z } from 'zod';

export type Density = 'standard' | 'compact';

/** How one user likes one list: the columns hidden and the row density. */
export interface TablePreferences {
  hidden: string[];
  density: Density;
}

const DEFAULT_PREFERENCES: TablePreferences = { hidden: [], density: 'standard' };

const PreferencesSchema = z.object({
  hidden: z.array(z.string()).catch([]),
  density: z.enum(['standard', 'compact']).catch('standard'),
});

/** The storage key of a list's preferences: per user and per list. */
export const preferencesKey = (userId: number | string | undefined, list: string) =>
  `adcast.table.${userId ?? 'anonymous'}.${list}`;

function read(key: string | undefined): TablePreferences {
  if (!key) return DEFAULT_PREFERENCES;
  try {
    const parsed = PreferencesSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** A list's preferences, kept in local storage under `key` (none: kept for this view only). */
export function useTablePreferences(key: string | undefined) {
  const [preferences, setPreferences] = useState(() => read(key));
  const update = useCallback(
    (patch: Partial<TablePreferences>) =>
      setPreferences((previous) => {
        const next = { ...previous, ...patch };
        if (key) localStorage.setItem(key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  const toggleColumn = (id: string) =>
    update({
      hidden: preferences.hidden.includes(id)
        ? preferences.hidden.filter((hidden) => hidden !== id)
        : [...preferences.hidden, id],
    });
  return {
    preferences,
    toggleColumn,
    setHidden: (hidden: string[]) => update({ hidden }),
    setDensity: (density: Density) => update({ density }),
  };
}
