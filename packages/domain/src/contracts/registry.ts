import { BRAND_CONTRACT } from '../a2v/brand-contract';
import { ALERT_RULE_CONTRACT } from '../alerts/alert-rule-contract';
import { ADVERTISER_CONTRACT } from '../campaigns/advertiser-contract';
import { CREATIVE_CONTRACT } from '../campaigns/creative-contract';
import { DISPLAY_CREATIVE_CONTRACT } from '../campaigns/display-creative-contract';
import { LINE_ITEM_CONTRACT } from '../campaigns/line-item-contract';
import { ORDER_CONTRACT } from '../campaigns/order-contract';
import { COLLECTION_CONTRACT } from '../catalogue/collection-contract';
import type { ChangeFields } from '../changelog/change-display';
import { CHANNEL_BUNDLE_CONTRACT } from '../channel-bundles/channel-bundle-contract';
import { OO_APP_CONTRACT } from '../content/oo-apps/oo-app-contract';
import { CONTENT_OWNER_CONTRACT } from '../content/owner-contract';
import { CONNECTION_CONTRACT } from '../demand/connection-contract';
import { DEAL_CONTRACT } from '../demand/deal-contract';
import { PARTNER_CONTRACT } from '../demand/partner-contract';
import { formatFileSize } from '../format';
import { APP_CONTRACT } from '../inventory/app-contract';
import { DOMAIN_CONTRACT } from '../inventory/domain-contract';
import { PLACEMENT_CONTRACT } from '../inventory/placement-contract';
import { TARGETING_CONTRACT } from '../inventory/targeting-contract';
import { KEYWORD_PACKAGE_CONTRACT } from '../keyword-packages/keyword-package-contract';
import { SUPPLY_PACKAGE_CONTRACT } from '../marketplace/supply-package-contract';
import type { Permission } from '../permissions';
import { PUBLISHER_CONTRACT } from '../publishers/publisher-contract';
import { SOURCE_CONTRACT } from '../squeezeback/source-contract';
import { GENRE_CONTRACT } from '../taxonomy/genre-contract';
import { type AnyRecordContract, optionLabel, type RecordScreenPath } from './record-contract';

/**
 * Every record area, each declared once. The API's routes, the web's pages and menus, the
 * changelog, the pickers and the command palette are built from this list; nothing else lists areas.
 */
export const RECORD_CONTRACTS = [
  DEAL_CONTRACT,
  PARTNER_CONTRACT,
  CONNECTION_CONTRACT,
  PLACEMENT_CONTRACT,
  APP_CONTRACT,
  DOMAIN_CONTRACT,
  TARGETING_CONTRACT,
  PUBLISHER_CONTRACT,
  CONTENT_OWNER_CONTRACT,
  COLLECTION_CONTRACT,
  ADVERTISER_CONTRACT,
  ORDER_CONTRACT,
  CREATIVE_CONTRACT,
  LINE_ITEM_CONTRACT,
  SUPPLY_PACKAGE_CONTRACT,
  OO_APP_CONTRACT,
  GENRE_CONTRACT,
  KEYWORD_PACKAGE_CONTRACT,
  CHANNEL_BUNDLE_CONTRACT,
  SOURCE_CONTRACT,
  ALERT_RULE_CONTRACT,
  DISPLAY_CREATIVE_CONTRACT,
  BRAND_CONTRACT,
] as const satisfies readonly AnyRecordContract[];

export type RecordContractKey = (typeof RECORD_CONTRACTS)[number]['key'];
export type RecordContractOf<K extends RecordContractKey> = Extract<
  (typeof RECORD_CONTRACTS)[number],
  { key: K }
>;

export const contractOfKey = (key: string): AnyRecordContract | undefined =>
  RECORD_CONTRACTS.find((contract) => contract.key === key);

export const contractOfEntityType = (entityType: string): AnyRecordContract | undefined =>
  RECORD_CONTRACTS.find((contract) => contract.entityType === entityType);

/** Where the changelog opens a changed record: its own page, or its list searched by its name. */
export type SubjectScreen = { record: RecordScreenPath } | { list: `/${string}`; searchParam: string };

/** A type of record the changelog names: its entity type, label and screen. */
export interface ChangelogSubject {
  entityType: string;
  label: string;
  screen?: SubjectScreen;
  /** The actions of its changes a revert undoes; none when not given. */
  reverts?: readonly string[];
  /** The permission a revert of one of its changes needs: that of the write it undoes. */
  revertPermission?: (action: string) => Permission;
  /** How its changes name fields and show values, where a made-up label or the plain value would not do. */
  fields?: ChangeFields;
}

/** A record area's changes that a revert undoes: an edit of fields, an archive, an unarchive. */
const RECORD_REVERTS = ['UPDATE', 'ARCHIVE', 'UNARCHIVE'] as const;

/** Changelog subjects that are not record areas (yet): users, networks, channels, documents, videos and the records still to move. */
const OTHER_SUBJECTS: readonly ChangelogSubject[] = [
  {
    entityType: 'DOCUMENT',
    label: 'Document',
    fields: {
      byteSize: {
        label: 'Size',
        format: (bytes) => formatFileSize(typeof bytes === 'number' ? bytes : null),
      },
      contentType: 'File type',
      createdBy: 'Uploaded by',
    },
  },
  {
    entityType: 'NETWORK',
    label: 'Network',
    screen: { record: '/networks/$id' },
    reverts: ['UPDATE'],
    revertPermission: () => 'NETWORKS_EDIT',
  },
  {
    entityType: 'USER',
    label: 'User',
    screen: { list: '/users', searchParam: 'search' },
    reverts: ['UPDATE', 'ENABLE', 'DISABLE'],
    revertPermission: () => 'USERS_EDIT',
    fields: { email: 'E-mail', twoFactor: 'Two-factor authentication' },
  },
  { entityType: 'CHANNEL', label: 'Channel', screen: { record: '/channels/edit/$id' } },
  { entityType: 'VIDEO', label: 'Video' },
  { entityType: 'DP_APPROVAL', label: 'Demand partner approval' },
];

/** Every type the changelog names, record areas first: the type filter's choices and the links of its rows. */
export const CHANGELOG_SUBJECTS: readonly ChangelogSubject[] = [
  ...RECORD_CONTRACTS.map((contract) => ({
    entityType: contract.entityType,
    label: contract.labels.one,
    screen: { record: contract.screens.record },
    reverts: RECORD_REVERTS,
    revertPermission: (action: string): Permission =>
      action === 'UPDATE' ? contract.permissions.edit : contract.permissions.archive,
    fields: {
      status: {
        label: 'Status',
        format: (status: unknown) =>
          typeof status === 'string' ? optionLabel(contract.statuses.options, status) : '',
      },
      ...contract.changeFields,
    },
  })),
  ...OTHER_SUBJECTS,
];

export const changelogSubjectOf = (entityType: string): ChangelogSubject | undefined =>
  CHANGELOG_SUBJECTS.find((subject) => subject.entityType === entityType);

/** Whether a change can be reverted: only the actions its record type knows how to undo. */
export const isRevertible = (change: { entityType: string; action: string }): boolean =>
  changelogSubjectOf(change.entityType)?.reverts?.includes(change.action) ?? false;

/** The permission a revert of this change needs (the write it undoes needs it), or null when it cannot be reverted. */
export function revertPermissionOf(change: { entityType: string; action: string }): Permission | null {
  if (!isRevertible(change)) return null;
  return changelogSubjectOf(change.entityType)?.revertPermission?.(change.action) ?? null;
}
