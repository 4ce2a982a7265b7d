import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import { PUBLISHER_NOTICES, type Publisher } from '@adcast/domain/publishers/publishers';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useWrite, type WriteRequest } from '../../resource/write-api';

export const publisherQuery = (id: number) =>
  queryOptions({
    queryKey: ['publishers', id],
    queryFn: ({ signal }) => api.get<Publisher>(PUBLISHERS_API.publisher(id), { signal }),
  });

/** Writes of a publisher's cost and sellers entry: each refreshes the publisher and the lists. */
export const usePublisherWrite = () => useWrite<Publisher>([['publishers'], ['changelog']]);

const write = (method: 'POST' | 'PUT', path: string, body: unknown, notice: string): WriteRequest => ({
  method,
  path,
  body,
  notice,
  fallback: PUBLISHER_NOTICES.errorSave,
});

export const costRequest = (publisher: Publisher, costCpm: number) =>
  write(
    'PUT',
    PUBLISHERS_API.updateCost(publisher.id),
    { costCpm, version: publisher.version },
    PUBLISHER_NOTICES.costUpdated,
  );

export const sellerRequest = (publisher: Publisher, seller: object) =>
  write(
    'PUT',
    PUBLISHERS_API.sellers(publisher.id),
    { ...seller, version: publisher.version },
    PUBLISHER_NOTICES.sellerUpdated,
  );
