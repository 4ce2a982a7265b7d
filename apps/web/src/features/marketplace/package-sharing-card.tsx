import { SUPPLY_PACKAGE_NOTICES } from '@adcast/domain/marketplace/marketplace-messages';
import { SUPPLY_PACKAGE_API } from '@adcast/domain/marketplace/paths';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWrite } from '../../resource/write-api';
import { useCan } from '../../session/can';
import { useNetworks } from '../demand/partners/partner-api';
import { supplyPackageResource } from './supply-package-resource';

export const SHARING_TITLE = 'Marketplace sharing';

/** The other networks a published package is offered to; the marketplace editors choose them. */
export function PackageSharingCard({ pkg }: { pkg: SupplyPackage }) {
  const mayShare = useCan()('MARKETPLACE_EDIT');
  const networks = (useNetworks().data ?? []).filter((network) => network.id !== pkg.network?.id);
  const [chosen, setChosen] = useState(pkg.sharedWith.map((network) => network.id));
  const write = useWrite<SupplyPackage>([[supplyPackageResource.key]]);
  const published = pkg.publicationStatus === 'PUBLISHED';
  if (!pkg.network) return null;
  const save = () =>
    write.mutate({
      method: 'PUT',
      path: SUPPLY_PACKAGE_API.shares(pkg.id),
      body: { networkIds: chosen, version: pkg.version },
      notice: SUPPLY_PACKAGE_NOTICES.sharesSaved,
      fallback: supplyPackageResource.notices.errorSave,
    });
  return (
    <Card variant="outlined">
      <CardHeader title={SHARING_TITLE} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {!published && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Publish the package to offer it to other networks.
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Autocomplete
            multiple
            fullWidth
            disabled={!mayShare || !published}
            options={networks.map((network) => network.id)}
            value={chosen}
            getOptionLabel={(id) => networks.find((network) => network.id === id)?.name ?? `#${id}`}
            onChange={(_event, ids) => setChosen(ids)}
            renderInput={(params) => <TextField {...params} label="Shared with networks" />}
          />
          {mayShare && (
            <Button variant="contained" disabled={!published || write.isPending} onClick={save}>
              Save sharing
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
