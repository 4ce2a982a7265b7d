import { homePath } from '@adcast/domain/access';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { useMe } from '../../../session/me';
import { useMyContentOwners } from '../../../session/my-accounts';
import { Toolbar } from '../../../ui/toolbar';
import { SectionOverview } from '../../dashboard/section-overview';
import { OwnerHomeDocuments } from '../../owners/owner-home-documents';
import { ContentOwnerDashboard } from '../../reports/content-owner-dashboard';
import { OwnOoApps } from '../oo-apps/own-oo-apps';

const route = getRouteApi('/_authenticated/_shell/co/$contentOwnerId');

/** The content owner home: its name, its dashboard, its documents (its own users manage them), its O&O apps and the sections its mask can open. */
export function ContentOwnerHomePage() {
  const id = Number(route.useParams().contentOwnerId);
  const owners = useMyContentOwners(useMe());
  const owner = owners.data?.find((candidate) => candidate.id === id);
  return (
    <>
      <Toolbar title={owner?.name ?? `Content owner ${id}`} subtitle="Content owner" />
      <ContentOwnerDashboard contentOwnerId={id} />
      <Box sx={{ mt: 2 }}>
        <OwnerHomeDocuments owner={{ kind: 'contentOwner', ownerId: id }} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <OwnOoApps home={{ kind: 'contentOwner', id }} />
      </Box>
      <SectionOverview exclude={homePath({ role: 'CONTENT_OWNER', contentOwnerId: id })} />
    </>
  );
}
