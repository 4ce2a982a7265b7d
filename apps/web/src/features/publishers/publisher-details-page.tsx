import { optionOf, PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import { ButtonLink } from '../../ui/button-link';
import { Loaded } from '../../ui/loaded';
import { Toolbar } from '../../ui/toolbar';
import { publisherQuery } from './publisher-api';
import { PublisherTabs } from './publisher-tabs';

const route = getRouteApi('/_authenticated/_shell/_staff/publishers/$id');

/** /publishers/{id}: the publisher's overview, shares, cost, sellers entry, changelog, videos and users. */
export function PublisherDetailsPage() {
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const publisher = useQuery(publisherQuery(id));
  const canEdit = useCan()('PUBLISHERS_EDIT');
  return (
    <Loaded query={publisher} what="publisher">
      {(found) => {
        const status = optionOf(PUBLISHER_STATUS_OPTIONS, found.status);
        return (
          <>
            <Toolbar
              title="Publisher"
              nextTitle={found.name}
              statusColor={status?.color}
              statusLabel={status?.label}
              actions={
                canEdit && (
                  <ButtonLink to="/publishers/edit/$id" params={{ id: found.id }} variant="outlined">
                    Edit
                  </ButtonLink>
                )
              }
            />
            <PublisherTabs publisher={found} tab={tab} route={route} />
          </>
        );
      }}
    </Loaded>
  );
}
