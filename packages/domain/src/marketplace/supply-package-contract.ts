import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS, PUBLICATION_STATUS_OPTIONS, TIER_OPTIONS } from '../enumerations';
import { SUPPLY_PACKAGE_NOTICES } from './marketplace-messages';
import { SUPPLY_PACKAGE_API } from './paths';
import {
  DEFAULT_SUPPLY_PACKAGE_SORT,
  genreTitle,
  SUPPLY_PACKAGE_COLUMN_LABELS as L,
  SUPPLY_PACKAGE_SORT_PROPERTIES,
  type SupplyPackage,
  SupplyPackageCountFilterSchema,
  type SupplyPackageInput,
  SupplyPackageInputSchema,
  SupplyPackageListFilterSchema,
  SupplyPackageSchema,
  type SupplyPackageUpdate,
  SupplyPackageUpdateSchema,
  supplyPackageInputOf,
} from './supply-packages';

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join('; ');

/** Supply packages a sales team sells (part 1 §2 supply-marketplace). */
export const SUPPLY_PACKAGE_CONTRACT = recordContract<
  SupplyPackage,
  SupplyPackageInput,
  SupplyPackageUpdate
>()({
  key: 'supply-packages',
  entityType: 'SUPPLY_PACKAGE',
  changeFields: L,
  labels: {
    one: 'Supply package',
    what: 'supply package',
    plural: 'Supply packages',
    list: 'Supply Marketplace',
    create: 'New package',
  },
  nameOf: (pkg) => pkg.name,
  paths: {
    list: SUPPLY_PACKAGE_API.packages,
    counts: SUPPLY_PACKAGE_API.counts,
    statuses: SUPPLY_PACKAGE_API.statuses,
    one: SUPPLY_PACKAGE_API.supplyPackage,
    archive: SUPPLY_PACKAGE_API.archive,
    unarchive: SUPPLY_PACKAGE_API.unarchive,
  },
  screens: {
    list: '/supply-marketplace',
    create: '/supply-marketplace/create',
    record: '/supply-marketplace/$id',
  },
  permissions: {
    read: 'SUPPLY_MARKETPLACE_READ',
    create: 'SUPPLY_MARKETPLACE_EDIT',
    edit: 'SUPPLY_MARKETPLACE_EDIT',
    archive: 'SUPPLY_MARKETPLACE_EDIT',
  },
  schemas: {
    dto: SupplyPackageSchema,
    input: SupplyPackageInputSchema,
    update: SupplyPackageUpdateSchema,
    list: SupplyPackageListFilterSchema,
    counts: SupplyPackageCountFilterSchema,
  },
  sort: { properties: SUPPLY_PACKAGE_SORT_PROPERTIES, default: DEFAULT_SUPPLY_PACKAGE_SORT },
  searchParam: 'name',
  notices: SUPPLY_PACKAGE_NOTICES,
  inputOf: supplyPackageInputOf,
  exportColumns: [
    { label: L.name, value: (pkg) => pkg.name },
    { label: L.network, value: (pkg) => pkg.network?.name ?? null },
    {
      label: L.publicationStatus,
      value: (pkg) => optionLabel(PUBLICATION_STATUS_OPTIONS, pkg.publicationStatus),
    },
    { label: L.tier, value: (pkg) => optionLabel(TIER_OPTIONS, pkg.tier) },
    { label: L.floorCpm, value: (pkg) => pkg.floorCpm },
    { label: L.currency, value: (pkg) => pkg.currency },
    { label: L.selectionScope, value: (pkg) => pkg.selectionScope },
    { label: L.placements, value: (pkg) => names(pkg.placements) },
    { label: L.platforms, value: (pkg) => pkg.platforms.join('; ') },
    { label: L.countries, value: (pkg) => pkg.countries.join('; ') },
    { label: L.genreIds, value: (pkg) => pkg.genreIds.map(genreTitle).join('; ') },
    { label: L.targetingSet, value: (pkg) => pkg.targetingSet?.name ?? null },
    { label: L.status, value: (pkg) => optionLabel(ENTITY_STATUS_OPTIONS, pkg.status) },
    { label: L.createdOn, value: (pkg) => pkg.createdOn },
  ],
  picker: { label: 'Select supply package', errorMessage: 'Error while fetching supply packages.' },
  menu: 'supplyMarketplace',
});
