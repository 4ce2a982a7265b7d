import { homePath } from '@adcast/domain/access';
import { worksAsOwner } from '@adcast/domain/documents';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { useMask } from '../../../session/mask-store';
import { useMe } from '../../../session/me';
import { useMyContentOwners } from '../../../session/my-accounts';
import { Toolbar } from '../../../ui/toolbar';
import { SectionOverview } from '../../dashboard/section-overview';
import { OwnerDocuments } from '../../owners/owner-documents';
import { ContentOwnerDashboard } from '../../reports/content-owner-dashboard';

const route = getRouteApi('/_authenticated/_shell/co/$contentOwnerId');

/** The content owner home: its name, its dashboard, its documents (its own users manage them) and the sections its mask can open. */
export function ContentOwnerHomePage() {
  const id = Number(route.useParams().contentOwnerId);
  const owners = useMyContentOwners(useMe());
  const owner = owners.data?.find((candidate) => candidate.id === id);
  const documentsOf = { kind: 'contentOwner', ownerId: id } as const;
  const mask = useMask();
  return (
    <>
      <Toolbar title={owner?.name ?? `Content owner ${id}`} subtitle="Content owner" />
      <ContentOwnerDashboard contentOwnerId={id} />
      <Box sx={{ mt: 2 }}>
        <OwnerDocuments owner={documentsOf} canEdit={worksAsOwner(mask, documentsOf)} />
      </Box>
      <SectionOverview exclude={homePath({ role: 'CONTENT_OWNER', contentOwnerId: id })} />
    </>
  );
}
