import { PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import {
  PUBLISHER_NOTICES,
  PUBLISHER_SORT_PROPERTIES,
  type Publisher,
  type PublisherInput,
  type PublisherUpdate,
} from '@adcast/domain/publishers/publishers';
import { recordResource } from '../../resource/record-resource';

export const publisherResource = recordResource<Publisher, PublisherInput, PublisherUpdate>()({
  key: 'publishers',
  what: 'publisher',
  nameOf: (row) => row.name,
  labels: { plural: 'Publishers', list: 'Publishers list', create: 'New publisher' },
  paths: {
    list: PUBLISHERS_API.publishers,
    counts: PUBLISHERS_API.counts,
    one: PUBLISHERS_API.publisher,
    record: (publisher) => PUBLISHERS_API.publisher(publisher.id),
  },
  searchParam: 'name',
  sortProperties: PUBLISHER_SORT_PROPERTIES,
  defaultSort: { sortProperty: 'name', sortDirection: 'asc' },
  notices: PUBLISHER_NOTICES,
  statusOptions: PUBLISHER_STATUS_OPTIONS,
  bulkActions: ['ARCHIVE', 'UNARCHIVE'],
  permissions: { create: 'PUBLISHERS_CREATE', edit: 'PUBLISHERS_EDIT', archive: 'PUBLISHERS_ARCHIVE' },
});
