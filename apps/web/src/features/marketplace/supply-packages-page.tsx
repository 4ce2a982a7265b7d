import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { RecordListPage } from '../../resource/record-list';
import { NO_PACKAGE_FILTER, PackageFilters, packageFilterQuery } from './package-filters';
import { useSupplyPackageColumns } from './supply-package-columns';
import { supplyPackageResource } from './supply-package-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/supply-marketplace');

/** /supply-marketplace: the packages, browsed by platform, geo, genre, tier and price. */
export function SupplyPackagesPage() {
  const [filter, setFilter] = useState(NO_PACKAGE_FILTER);
  return (
    <>
      <PackageFilters value={filter} onChange={setFilter} />
      <RecordListPage
        resource={supplyPackageResource}
        route={listRoute}
        columns={useSupplyPackageColumns()}
        createLink={{ to: '/supply-marketplace/create' }}
        filter={packageFilterQuery(filter)}
      />
    </>
  );
}
