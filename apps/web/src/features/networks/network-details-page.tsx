import type { NetworkDetails } from '@adcast/domain/networks/networks';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMask } from '../../api/mask-store';
import { useCan } from '../../session/can';
import { NetworkTwoFactorSwitch } from '../../shell/account/network-two-factor-switch';
import { ButtonLink } from '../../ui/button-link';
import { DateWithTime } from '../../ui/date-with-time';
import { DetailCard } from '../../ui/detail-list';
import { Loaded } from '../../ui/loaded';
import { Toolbar } from '../../ui/toolbar';
import { UserList } from '../users/user-list';
import { NetworkPublishers } from './network-publishers';
import { useNetwork } from './networks-api';

const route = getRouteApi('/_authenticated/_shell/_staff/networks/$id');

function Swatch({ colour }: { colour: string | null }) {
  if (!colour) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: colour, border: 1 }} />
      {colour}
    </Box>
  );
}

const detailsOf = (network: NetworkDetails) => [
  { label: 'Domain', value: network.domain },
  { label: 'Brand title', value: network.brand.title },
  { label: 'Primary colour', value: <Swatch colour={network.brand.primaryColour} /> },
  { label: 'Logo', value: network.brand.logo },
  { label: 'Favicon', value: network.brand.favicon },
  { label: 'Updated', value: <DateWithTime value={network.updatedOn} /> },
];

/** /networks/{id}: the network's brand, its users (created inside it) and its publishers. */
export function NetworkDetailsPage() {
  const { id } = route.useParams();
  const network = useNetwork(id);
  const can = useCan();
  const navigate = useNavigate();
  const workingAsAdmin = useMask()?.role === 'ADMIN';
  return (
    <Loaded query={network} what="network">
      {(found) => (
        <>
          <Toolbar
            title="Network"
            nextTitle={found.name}
            onBack={() => void navigate({ to: '/networks' })}
            actions={
              can('NETWORKS_EDIT') && (
                <ButtonLink variant="contained" to="/networks/$id/edit" params={{ id: found.id }}>
                  Edit
                </ButtonLink>
              )
            }
          />
          <Stack spacing={2}>
            <DetailCard details={detailsOf(found)} />
            {workingAsAdmin && <NetworkTwoFactorSwitch networkId={found.id} />}
            <UserList
              route={route}
              title="Users"
              scope={{ networkId: found.id }}
              context={{ kind: 'network', networkId: found.id }}
            />
            <NetworkPublishers networkId={found.id} />
          </Stack>
        </>
      )}
    </Loaded>
  );
}
