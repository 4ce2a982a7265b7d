import { recordSearchSource } from '../../resource/record-search-api';
import { publisherResource } from './publisher-resource';

/** The publishers the command palette finds by name or id. */
export const publisherRecordSearch = [
  recordSearchSource(publisherResource, {
    permission: 'PUBLISHERS_READ',
    linkOf: (publisher) => ({ to: '/publishers/$id', params: { id: publisher.id } }),
  }),
];
