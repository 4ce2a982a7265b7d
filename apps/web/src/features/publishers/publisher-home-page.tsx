import { homePath } from '@adcast/domain/access';
import { optionOf, PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DetailCard } from '../../ui/detail-list';
import { DetailsTabs } from '../../ui/details-tabs';
import { Toolbar } from '../../ui/toolbar';
import { OwnOoApps } from '../content/oo-apps/own-oo-apps';
import { SectionOverview } from '../dashboard/section-overview';
import { OwnerHomeDocuments } from '../owners/owner-home-documents';
import { PublisherDashboard } from '../reports/publisher-dashboard';
import { UserList } from '../users/user-list';
import { publisherQuery } from './publisher-api';
import { PublisherPayments } from './publisher-payments';
import { overviewOf } from './publisher-tabs';

const route = getRouteApi('/_authenticated/_shell/p/$id');

/**
 * The publisher home: its name and status, its dashboard, then tabs: its details and documents (its
 * own users upload, describe and delete them) with its users, its own O&O apps, and its payouts
 * (Tipalti); and the
 * sections the publisher mask can open.
 */
export function PublisherHomePage() {
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const { data: publisher } = useSuspenseQuery(publisherQuery(Number(id)));
  const status = optionOf(PUBLISHER_STATUS_OPTIONS, publisher.status);
  return (
    <>
      <Toolbar
        title={publisher.name}
        subtitle={publisher.network ? `Publisher · ${publisher.network.name}` : 'Publisher'}
        statusColor={status?.color}
        statusLabel={status?.label}
      />
      <PublisherDashboard publisherId={publisher.id} />
      <Box sx={{ mt: 2 }}>
        <DetailsTabs
          label={`${publisher.name} home`}
          tab={tab}
          tabs={[
            {
              key: 'overview',
              label: 'Overview',
              render: () => (
                <>
                  <Box sx={{ display: 'grid', gap: 2 }}>
                    <DetailCard
                      title="Details"
                      details={overviewOf(publisher).filter((detail) => detail.label !== 'Cost CPM')}
                    />
                    <OwnerHomeDocuments owner={{ kind: 'publisher', ownerId: publisher.id }} />
                  </Box>
                  <UserList
                    route={route}
                    title="Users"
                    scope={{ publisherId: publisher.id }}
                    context={{ kind: 'ownPublisher', publisherId: publisher.id }}
                  />
                </>
              ),
            },
            {
              key: 'oo-apps',
              label: 'O&O Apps',
              render: () => <OwnOoApps home={{ kind: 'publisher', id: publisher.id }} />,
            },
            {
              key: 'payments',
              label: 'Payments',
              render: () => <PublisherPayments publisherId={publisher.id} />,
            },
          ]}
        />
      </Box>
      <SectionOverview exclude={homePath({ role: 'PUBLISHER', publisherId: publisher.id })} />
    </>
  );
}
