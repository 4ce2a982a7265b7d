import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { RecordCreatePage, RecordEditPage } from '../../resource/record-form-pages';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { MAKE_DEAL, PackageDealDialog } from './package-deal-dialog';
import { PackageForecastCard, PackagePerformanceCard } from './package-performance-card';
import { PackagePublicationCard } from './package-publication-card';
import { PackageSharingCard } from './package-sharing-card';
import { emptySupplyPackage, SupplyPackageForm } from './supply-package-form';
import { supplyPackageResource } from './supply-package-resource';

const toList = () => ({ to: '/supply-marketplace' }) as const;
const toPackage = (pkg: SupplyPackage) =>
  ({ to: '/supply-marketplace/$id', params: { id: pkg.id } }) as const;

/** /supply-marketplace/create. A network user's package belongs to its network. */
export function SupplyPackageCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={supplyPackageResource}
      Form={SupplyPackageForm}
      initial={emptySupplyPackage(me.network?.id ?? null)}
      back={toList()}
      openAfter={toPackage}
    />
  );
}

/** What a package page shows under its form: publication, 'Make a deal', its last 30 days, forecast and sharing. */
function PackageParts({ pkg }: { pkg: SupplyPackage }) {
  const may = useCan();
  const mayMakeDeal = may('PMP_CREATE') && pkg.status === 'ACTIVE';
  const [dealing, setDealing] = useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      {mayMakeDeal && (
        <Stack direction="row">
          <Button variant="contained" onClick={() => setDealing(true)}>
            {MAKE_DEAL}
          </Button>
        </Stack>
      )}
      <PackagePublicationCard pkg={pkg} />
      <PackagePerformanceCard pkg={pkg} />
      {may('FORECAST_READ') && <PackageForecastCard pkg={pkg} />}
      <PackageSharingCard key={pkg.version} pkg={pkg} />
      {dealing && <PackageDealDialog pkg={pkg} onClose={() => setDealing(false)} />}
    </Stack>
  );
}

const packageRoute = getRouteApi('/_authenticated/_shell/_staff/supply-marketplace/$id');

/** /supply-marketplace/{id}: the package (read only to users who may not edit) and what is done with it. */
export function SupplyPackagePage() {
  return (
    <RecordEditPage
      resource={supplyPackageResource}
      id={packageRoute.useParams().id}
      Form={SupplyPackageForm}
      back={toList}
      openAfter={toPackage}
      archivable
      below={(pkg) => <PackageParts pkg={pkg} />}
    />
  );
}
