import { API } from '@adcast/domain/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Publisher } from '../../session/my-accounts';

export const publisherQuery = (id: number) =>
  queryOptions({
    queryKey: ['publishers', id],
    queryFn: ({ signal }) => api.get<Publisher>(API.publisher(id), { signal }),
  });
