import { API } from '@adcast/domain/api-paths';
import { CONTENT_OWNERS_API } from '@adcast/domain/content/owner-paths';
import type { ContentOwner } from '@adcast/domain/content/owners';
import type { Connection } from '@adcast/domain/demand/connections';
import type { DemandPartnerOption } from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import {
  ACTIVE_ARCHIVED_OPTIONS,
  ENTITY_STATUS_OPTIONS,
  PUBLISHER_STATUS_OPTIONS,
  type PublisherStatus,
} from '@adcast/domain/enumerations';
import type { Placement } from '@adcast/domain/inventory/placements';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, PICKER_PAGE_SIZE } from '@adcast/domain/paging';
import { AUTOCOMPLETE_PLACEHOLDER, PICKER_LABELS } from '@adcast/domain/picker-labels';
import { api } from '../api/client';
import { definePickerSource, statusOfItem } from '../ui/pickers/picker-source';

const page = { page: 0, size: PICKER_PAGE_SIZE };

/** Part 2 §7 demand partners: page 0, size 1000, displayName, ids. */
export const demandPartnerSource = definePickerSource<DemandPartnerOption>({
  key: 'demand-partners',
  label: PICKER_LABELS.demandPartner,
  placeholder: AUTOCOMPLETE_PLACEHOLDER,
  errorMessage: MESSAGES.errorDemandPartnerAutocomplete,
  load: ({ search, ids }) =>
    api.get(DEMAND_API.partnerPicker, { query: { ...page, displayName: search, ids } }),
  toItem: (partner) => ({
    id: partner.id,
    name: partner.displayName,
    networkId: partner.network?.id ?? null,
    ...statusOfItem(ENTITY_STATUS_OPTIONS, partner.status),
  }),
});

/** Part 2 §7 connections: page 0, size 1000, networkIds, name, status, ids; archived ones are not offered. */
export const connectionSource = definePickerSource<Connection>({
  key: 'connections',
  label: PICKER_LABELS.connection,
  errorMessage: MESSAGES.errorConnectionAutocomplete,
  load: ({ search, ids, networkIds }) =>
    api.get(DEMAND_API.connections, {
      query: { ...page, name: search, ids, networkIds, status: ['ACTIVE', 'INACTIVE'] },
    }),
  toItem: (connection) => ({
    id: connection.id,
    name: connection.name,
    networkId: connection.network?.id ?? null,
    ...statusOfItem(ENTITY_STATUS_OPTIONS, connection.status),
  }),
});

/** Part 2 §7 placements: page 0, size 1000, networkIds, searchTerm, ids. */
export const placementSource = definePickerSource<Placement>({
  key: 'placements',
  label: PICKER_LABELS.placement,
  errorMessage: MESSAGES.errorPlacementsAutocomplete,
  load: ({ search, ids, networkIds }) =>
    api.get(DEMAND_API.placements, { query: { ...page, searchTerm: search, ids, networkIds } }),
  toItem: (placement) => ({
    id: placement.id,
    name: placement.name,
    networkId: placement.networkId,
    ...statusOfItem(ENTITY_STATUS_OPTIONS, placement.status),
  }),
});

interface PublisherOption {
  id: number;
  name: string;
  status: PublisherStatus;
  network: { id: number; name: string } | null;
}

/** Part 2 §7 publishers: page 0, size 1000, networkIds, name, ids. */
export const publisherSource = definePickerSource<PublisherOption>({
  key: 'publishers',
  label: PICKER_LABELS.publisher,
  placeholder: AUTOCOMPLETE_PLACEHOLDER,
  errorMessage: MESSAGES.errorPublisherAutocomplete,
  load: ({ search, ids, networkIds }): Promise<Page<PublisherOption>> =>
    api.get(API.publishers, { query: { ...page, name: search, ids, networkIds } }),
  toItem: (publisher) => ({
    id: publisher.id,
    name: publisher.name,
    networkId: publisher.network?.id ?? null,
    ...statusOfItem(PUBLISHER_STATUS_OPTIONS, publisher.status),
  }),
});

/** Part 2 §7 content owner list: page, size, name (and coIds for the chosen ones). */
export const contentOwnerSource = definePickerSource<ContentOwner>({
  key: 'content-owners',
  label: PICKER_LABELS.contentOwner,
  errorMessage: MESSAGES.errorFetchingContentOwner,
  load: ({ search, ids }): Promise<Page<ContentOwner>> =>
    api.get(CONTENT_OWNERS_API.contentOwners, { query: { ...page, name: search, coIds: ids } }),
  toItem: (owner) => ({
    id: owner.id,
    name: owner.name,
    networkId: null,
    ...statusOfItem(ACTIVE_ARCHIVED_OPTIONS, owner.status),
  }),
});
