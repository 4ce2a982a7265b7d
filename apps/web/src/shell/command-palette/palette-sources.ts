import type { Permission } from '@adcast/domain/permissions';
import type { LinkOptions } from '@tanstack/react-router';

/** A record the palette found by name or id. */
export interface RecordHit {
  key: string;
  name: string;
  /** The record type, as the palette groups the hits ('Placements'). */
  group: string;
  link: LinkOptions;
}

/** Where the palette looks for records of one type; each area registers its own. */
export interface RecordSearchSource {
  group: string;
  /** Only users who may read the list search it. */
  permission: Permission;
  search: (text: string, signal: AbortSignal) => Promise<RecordHit[]>;
}

let sources: readonly RecordSearchSource[] = [];

/** Called once by the app with every area's sources (the shell knows no feature). */
export function registerRecordSearch(added: readonly RecordSearchSource[]): void {
  sources = [...sources, ...added.filter((source) => !sources.some((known) => known.group === source.group))];
}

export const recordSearchSources = (): readonly RecordSearchSource[] => sources;
