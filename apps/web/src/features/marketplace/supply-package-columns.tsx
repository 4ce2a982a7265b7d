import { PUBLICATION_STATUS_OPTIONS, TIER_OPTIONS } from '@adcast/domain/enumerations';
import { formatAmount } from '@adcast/domain/format';
import {
  genreTitle,
  SUPPLY_PACKAGE_COLUMN_LABELS as L,
  type SupplyPackage,
} from '@adcast/domain/marketplace/supply-packages';
import { useMe } from '../../session/me';
import { addedColumn, enumColumn, nameColumn, statusColumn } from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';
import { StatusLabel } from '../../ui/status-label';

const packageLink = (pkg: SupplyPackage) =>
  ({ to: '/supply-marketplace/$id', params: { id: pkg.id } }) as const;

/** The marketplace's packages: name (to the package's page), publication, tier, floor, what it carries, network, status. */
export function useSupplyPackageColumns(): DataColumn<SupplyPackage>[] {
  const staffWithoutNetwork = useMe().network === null;
  const columns: (DataColumn<SupplyPackage> | false)[] = [
    nameColumn('name', (pkg) => pkg.name, packageLink),
    {
      id: 'publicationStatus',
      label: L.publicationStatus,
      sortProperty: 'publicationStatus',
      render: (pkg) => <StatusLabel status={pkg.publicationStatus} options={PUBLICATION_STATUS_OPTIONS} />,
    },
    enumColumn('tier', L.tier, TIER_OPTIONS, (pkg) => pkg.tier),
    {
      id: 'floorCpm',
      label: L.floorCpm,
      sortProperty: 'floorCpm',
      align: 'right',
      render: (pkg) => formatAmount(pkg.floorCpm, pkg.currency),
    },
    { id: 'platforms', label: L.platforms, render: (pkg) => pkg.platforms.join(', ') || 'Any' },
    { id: 'countries', label: L.countries, render: (pkg) => pkg.countries.join(', ') || 'Any' },
    { id: 'genreIds', label: L.genreIds, render: (pkg) => pkg.genreIds.map(genreTitle).join(', ') || 'Any' },
    staffWithoutNetwork && { id: 'network', label: L.network, render: (pkg) => pkg.network?.name ?? '—' },
    statusColumn(),
    addedColumn(),
  ];
  return columns.filter((column) => column !== false);
}
