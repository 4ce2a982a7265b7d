import { homePath } from '@adcast/domain/access';
import { getRouteApi } from '@tanstack/react-router';
import { useMe } from '../../../session/me';
import { useMyContentOwners } from '../../../session/my-accounts';
import { Toolbar } from '../../../ui/toolbar';
import { SectionOverview } from '../../dashboard/section-overview';
import { ContentOwnerDashboard } from '../../reports/content-owner-dashboard';

const route = getRouteApi('/_authenticated/_shell/co/$contentOwnerId');

/** The content owner home: its name and the sections the content owner mask can open. */
export function ContentOwnerHomePage() {
  const id = Number(route.useParams().contentOwnerId);
  const owners = useMyContentOwners(useMe());
  const owner = owners.data?.find((candidate) => candidate.id === id);
  return (
    <>
      <Toolbar title={owner?.name ?? `Content owner ${id}`} subtitle="Content owner" />
      <ContentOwnerDashboard contentOwnerId={id} />
      <SectionOverview exclude={homePath({ role: 'CONTENT_OWNER', contentOwnerId: id })} />
    </>
  );
}
