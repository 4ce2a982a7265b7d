import { SUPPLY_PACKAGE_API } from '@adcast/domain/marketplace/paths';
import type { PackagePerformance } from '@adcast/domain/marketplace/supply-packages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastingErrors } from '../../api/notify-error';
import { supplyPackageResource } from './supply-package-resource';

/** The package's last 30 days from the report facts. */
export const usePackagePerformance = (id: number, version: number) =>
  useQuery({
    queryKey: [supplyPackageResource.key, 'performance', id, version],
    queryFn: toastingErrors(supplyPackageResource.notices.errorFetching, () =>
      api.get<PackagePerformance>(SUPPLY_PACKAGE_API.performance(id)),
    ),
  });
