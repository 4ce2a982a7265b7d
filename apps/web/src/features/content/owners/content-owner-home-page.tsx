import { homePath } from '@adcast/domain/access';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { useMe } from '../../../session/me';
import { useMyContentOwners } from '../../../session/my-accounts';
import { Toolbar } from '../../../ui/toolbar';
import { SectionOverview } from '../../dashboard/section-overview';
import { OwnerDocuments } from '../../owners/owner-documents';
import { ContentOwnerDashboard } from '../../reports/content-owner-dashboard';

const route = getRouteApi('/_authenticated/_shell/co/$contentOwnerId');

/** The content owner home: its name, its dashboard, its documents (to read and download) and the sections its mask can open. */
export function ContentOwnerHomePage() {
  const id = Number(route.useParams().contentOwnerId);
  const owners = useMyContentOwners(useMe());
  const owner = owners.data?.find((candidate) => candidate.id === id);
  return (
    <>
      <Toolbar title={owner?.name ?? `Content owner ${id}`} subtitle="Content owner" />
      <ContentOwnerDashboard contentOwnerId={id} />
      <Box sx={{ mt: 2 }}>
        <OwnerDocuments owner={{ kind: 'contentOwner', ownerId: id }} canEdit={false} />
      </Box>
      <SectionOverview exclude={homePath({ role: 'CONTENT_OWNER', contentOwnerId: id })} />
    </>
  );
}
