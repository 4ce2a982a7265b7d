import { CONTENT_OWNERS_API } from '@adcast/domain/content/owner-paths';
import {
  CONTENT_OWNER_NOTICES,
  type ContentOwner,
  ContentOwnerShareInputSchema,
} from '@adcast/domain/content/owners';
import { CONTRACT_TERM_OPTIONS, optionOf, REVENUE_MODEL_OPTIONS } from '@adcast/domain/enumerations';
import { formatShare } from '@adcast/domain/shares';
import type { UserSortProperty } from '@adcast/domain/users/users';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { RecordArchiveButton } from '../../../resource/record-form-pages';
import { useRecord } from '../../../resource/resource-api';
import { useCan } from '../../../session/can';
import { ButtonLink } from '../../../ui/button-link';
import type { DetailsTab } from '../../../ui/details-tabs';
import type { ListRoute } from '../../../ui/list-search';
import { Loaded } from '../../../ui/loaded';
import { statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { OwnerDetailsTabs } from '../../catalogue/videos/owner-details-tabs';
import { RecordChanges } from '../../changelog/record-changes';
import { OwnerDocuments } from '../../owners/owner-documents';
import { OwnerShares } from '../../owners/owner-shares';
import { ContentOwnerFinancialCard } from './content-owner-financial';
import { contentOwnerResource } from './content-owner-resource';

const route = getRouteApi('/_authenticated/_shell/_staff/content-owner/$id');

const SHARE_TYPES = REVENUE_MODEL_OPTIONS.filter((option) => option.key !== 'NONE');

export interface ContentOwnerTabsProps {
  owner: ContentOwner;
  /** The open tab's key from the URL; the overview when missing. */
  tab: string | undefined;
  /** The details route, whose search holds the users tab's list state too. */
  route: ListRoute<UserSortProperty>;
}

const overviewOf = (owner: ContentOwner) => [
  {
    label: 'Logo',
    value: owner.logoUrl && (
      <Box
        component="img"
        src={owner.logoUrl}
        alt={`${owner.name} logo`}
        sx={{ maxWidth: 160, maxHeight: 90 }}
      />
    ),
  },
  { label: 'Name', value: owner.name },
  { label: 'Status', value: owner.status === 'ARCHIVED' ? 'Archived' : 'Active' },
  { label: 'Network', value: owner.network?.name },
  { label: 'ID', value: owner.id },
  { label: 'Contact', value: [owner.contactName, owner.contactEmail].filter(Boolean).join(' · ') },
  { label: 'Revenue model', value: optionOf(REVENUE_MODEL_OPTIONS, owner.revenueModel)?.label },
  { label: 'Share in force', value: owner.share ? formatShare(owner.share) : null },
  {
    label: 'Contract term',
    value: owner.contractTerm && optionOf(CONTRACT_TERM_OPTIONS, owner.contractTerm)?.label,
  },
  { label: 'Contract start', value: owner.contractStart },
];

/**
 * The content owner's tabs: overview, financial terms, shares and documents (staff who read
 * content owners), its changelog, then its videos and its users, as the user may see them.
 */
export function ContentOwnerTabs({ owner, tab, route }: ContentOwnerTabsProps) {
  const can = useCan();
  const canEdit = can('CONTENT_OWNERS_EDIT');
  const extraTabs: DetailsTab[] = can('CONTENT_OWNERS_READ')
    ? [
        {
          key: 'financial',
          label: 'Financial',
          render: () => <ContentOwnerFinancialCard key={owner.version} owner={owner} />,
        },
        {
          key: 'shares',
          label: 'Shares',
          render: () => (
            <OwnerShares
              owner={owner}
              defaultType={owner.revenueModel === 'CPM' ? 'CPM' : 'REVSHARE'}
              typeOptions={SHARE_TYPES}
              inputSchema={ContentOwnerShareInputSchema}
              path={CONTENT_OWNERS_API.shares(owner.id)}
              queryKey={[contentOwnerResource.key, owner.id, 'shares']}
              invalidate={[[contentOwnerResource.key], ['changelog']]}
              notices={{ added: CONTENT_OWNER_NOTICES.shareAdded, fallback: CONTENT_OWNER_NOTICES.errorSave }}
              canEdit={canEdit}
            />
          ),
        },
      ]
    : [];
  if (can('CONTENT_OWNERS_READ'))
    extraTabs.push({
      key: 'documents',
      label: 'Documents',
      render: () => (
        <OwnerDocuments
          owner={{ kind: 'contentOwner', ownerId: owner.id }}
          canEdit={canEdit && owner.status !== 'ARCHIVED'}
        />
      ),
    });
  if (can('CHANGELOG_READ'))
    extraTabs.push({
      key: 'changelog',
      label: 'Changelog',
      render: () => <RecordChanges entityType="CONTENT_OWNER" entityId={owner.id} />,
    });
  return (
    <OwnerDetailsTabs
      label={`${owner.name} details`}
      owner={{ kind: 'contentOwner', id: owner.id }}
      overview={overviewOf(owner)}
      extraTabs={extraTabs}
      users={{
        scope: { contentOwnerId: owner.id },
        context: { kind: 'contentOwner', contentOwnerId: owner.id },
      }}
      tab={tab}
      route={route}
    />
  );
}

/** /content-owner/{id}: overview, financial, shares, documents, changelog, videos and users; Edit and archive. */
export function ContentOwnerDetailsPage() {
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const owner = useRecord(contentOwnerResource, id);
  const can = useCan();
  return (
    <Loaded query={owner} what="content owner">
      {(found) => (
        <>
          <Toolbar
            title="Content owner"
            nextTitle={found.name}
            statusColor={statusColorOf(found.status)}
            statusLabel={found.status}
            actions={
              <>
                {can('CONTENT_OWNERS_EDIT') && found.status !== 'ARCHIVED' && (
                  <ButtonLink to="/content-owner/edit/$id" params={{ id: found.id }} variant="outlined">
                    Edit
                  </ButtonLink>
                )}
                {can(contentOwnerResource.permissions.archive) && (
                  <RecordArchiveButton resource={contentOwnerResource} row={found} />
                )}
              </>
            }
          />
          <ContentOwnerTabs owner={found} tab={tab} route={route} />
        </>
      )}
    </Loaded>
  );
}
