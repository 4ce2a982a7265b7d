import { contractSearchSources, type RecordSearchSource } from '../../resource/record-search-api';

let registered: readonly RecordSearchSource[] = [];

/** Called by the app with the sources of the areas not yet declared by a contract. */
export function registerRecordSearch(added: readonly RecordSearchSource[]): void {
  registered = [
    ...registered,
    ...added.filter((source) => !registered.some((known) => known.group === source.group)),
  ];
}

/** Where the palette looks for records: every contract area that says so, and the registered ones. */
export const recordSearchSources = (): readonly RecordSearchSource[] => [
  ...contractSearchSources,
  ...registered,
];
