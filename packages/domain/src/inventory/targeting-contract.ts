import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { PICKER_LABELS } from '../picker-labels';
import { TARGETING_API } from './paths';
import {
  DEFAULT_TARGETING_SORT,
  TARGETING_COLUMN_LABELS as L,
  TARGETING_NOTICES,
  TARGETING_SORT_PROPERTIES,
  TargetingCountFilterSchema,
  type TargetingInput,
  TargetingInputSchema,
  TargetingListFilterSchema,
  type TargetingSet,
  TargetingSetSchema,
  type TargetingUpdate,
  TargetingUpdateSchema,
  targetingInputOf,
} from './targeting';
import { targetingSummary } from './targeting-summary';

/** Targeting sets (part 1 §2 targeting, targeting/new, targeting/edit): which ad requests a placement takes. */
export const TARGETING_CONTRACT = recordContract<TargetingSet, TargetingInput, TargetingUpdate>()({
  key: 'targeting',
  entityType: 'TARGETING_SET',
  changeFields: L,
  labels: {
    one: 'Targeting set',
    what: 'targeting set',
    plural: 'Targeting',
    list: 'Targeting sets',
    create: 'New targeting set',
  },
  nameOf: (set) => set.name,
  paths: {
    list: TARGETING_API.sets,
    counts: TARGETING_API.counts,
    statuses: TARGETING_API.statuses,
    one: TARGETING_API.set,
    archive: TARGETING_API.archive,
    unarchive: TARGETING_API.unarchive,
    exportCsv: TARGETING_API.exportCsv,
  },
  screens: { list: '/targeting', create: '/targeting/new', record: '/targeting/edit/$id' },
  permissions: {
    read: 'TARGETING_READ',
    create: 'TARGETING_CREATE',
    edit: 'TARGETING_EDIT',
    archive: 'TARGETING_ARCHIVE',
  },
  schemas: {
    dto: TargetingSetSchema,
    input: TargetingInputSchema,
    update: TargetingUpdateSchema,
    list: TargetingListFilterSchema,
    counts: TargetingCountFilterSchema,
  },
  sort: { properties: TARGETING_SORT_PROPERTIES, default: DEFAULT_TARGETING_SORT },
  searchParam: 'searchTerm',
  notices: TARGETING_NOTICES,
  inputOf: targetingInputOf,
  exportColumns: [
    { label: L.name, value: (set) => set.name },
    { label: L.network, value: (set) => set.network?.name ?? null },
    { label: L.targets, value: targetingSummary },
    { label: L.status, value: (set) => optionLabel(ENTITY_STATUS_OPTIONS, set.status) },
    { label: L.createdOn, value: (set) => set.createdOn },
  ],
  picker: { label: PICKER_LABELS.targeting, errorMessage: MESSAGES.errorTargetingAutocomplete },
  menu: 'targeting',
});
