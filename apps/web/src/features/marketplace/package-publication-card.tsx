import { PUBLICATION_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { SUPPLY_PACKAGE_NOTICES } from '@adcast/domain/marketplace/marketplace-messages';
import { SUPPLY_PACKAGE_API } from '@adcast/domain/marketplace/paths';
import { PUBLICATION_ACTIONS, PUBLICATION_TRANSITIONS } from '@adcast/domain/marketplace/publication';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWrite } from '../../resource/write-api';
import { useCan } from '../../session/can';
import { DetailCard } from '../../ui/detail-list';
import { StatusLabel } from '../../ui/status-label';
import { supplyPackageResource } from './supply-package-resource';

/** The publication status with the moves it may make next, for users who may edit packages. */
export function PackagePublicationCard({ pkg }: { pkg: SupplyPackage }) {
  const mayEdit = useCan()(supplyPackageResource.permissions.edit) && pkg.status !== 'ARCHIVED';
  const write = useWrite<SupplyPackage>([[supplyPackageResource.key]]);
  const move = (to: keyof typeof PUBLICATION_ACTIONS) =>
    write.mutate({
      method: 'POST',
      path: SUPPLY_PACKAGE_API.publication(pkg.id),
      body: { to, version: pkg.version },
      notice: SUPPLY_PACKAGE_NOTICES.published,
      fallback: supplyPackageResource.notices.errorStatus,
    });
  return (
    <DetailCard
      title="Publication"
      details={[
        {
          label: 'Status',
          value: <StatusLabel status={pkg.publicationStatus} options={PUBLICATION_STATUS_OPTIONS} />,
        },
        {
          label: 'Next',
          value: mayEdit ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {PUBLICATION_TRANSITIONS[pkg.publicationStatus].map((to) => (
                <Button
                  key={to}
                  size="small"
                  variant="outlined"
                  disabled={write.isPending}
                  onClick={() => move(to)}
                >
                  {PUBLICATION_ACTIONS[to]}
                </Button>
              ))}
            </Stack>
          ) : null,
        },
      ]}
    />
  );
}
