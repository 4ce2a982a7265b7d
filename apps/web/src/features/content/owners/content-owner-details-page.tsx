import type { ContentOwner } from '@adcast/domain/content/owners';
import type { UserSortProperty } from '@adcast/domain/users/users';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ListRoute } from '../../../ui/list-search';
import { Loaded } from '../../../ui/loaded';
import { statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { OwnerDetailsTabs } from '../../catalogue/videos/owner-details-tabs';
import { useContentOwner } from './content-owner-api';

const route = getRouteApi('/_authenticated/_shell/_staff/content-owner/$id');

export interface ContentOwnerTabsProps {
  owner: ContentOwner;
  /** The open tab's key from the URL; the overview when missing. */
  tab: string | undefined;
  /** The details route, whose search holds the users tab's list state too. */
  route: ListRoute<UserSortProperty>;
}

/** The content owner's tabs: overview, its videos (the embedded table) and its users, as the user may see them. */
export function ContentOwnerTabs({ owner, tab, route }: ContentOwnerTabsProps) {
  return (
    <OwnerDetailsTabs
      label={`${owner.name} details`}
      owner={{ kind: 'contentOwner', id: owner.id }}
      overview={[
        { label: 'Name', value: owner.name },
        { label: 'Status', value: owner.status },
        { label: 'ID', value: owner.id },
      ]}
      users={{
        scope: { contentOwnerId: owner.id },
        context: { kind: 'contentOwner', contentOwnerId: owner.id },
      }}
      tab={tab}
      route={route}
    />
  );
}

/** /content-owner/{id}: one content owner's overview, its videos (the embedded table) and its users. */
export function ContentOwnerDetailsPage() {
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const owner = useContentOwner(id);
  const navigate = useNavigate();
  return (
    <Loaded query={owner} what="content owner">
      {(found) => (
        <>
          <Toolbar
            title="Content owner"
            nextTitle={found.name}
            statusColor={statusColorOf(found.status)}
            statusLabel={found.status}
            onBack={() => void navigate({ to: '/content-owner' })}
          />
          <ContentOwnerTabs owner={found} tab={tab} route={route} />
        </>
      )}
    </Loaded>
  );
}
