import type { ForecastResult } from '@adcast/domain/forecast/forecast';
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

/** The forecast of the package's active inventory over the next 30 days; a refusal is shown, not toasted. */
export const usePackageForecast = (id: number, version: number) =>
  useQuery({
    queryKey: [supplyPackageResource.key, 'forecast', id, version],
    queryFn: ({ signal }) => api.get<ForecastResult>(SUPPLY_PACKAGE_API.forecast(id), { signal }),
    staleTime: 60_000,
    retry: false,
  });
