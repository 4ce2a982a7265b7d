import {
  API_TOKENS_API,
  type ApiToken,
  type ApiTokenCreate,
  type CreatedApiToken,
} from '@adcast/domain/users/api-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyError } from '../../api/notify-error';
import { toast } from '../../api/toast-store';

const tokensKey = ['api-tokens'] as const;

export const useApiTokens = () =>
  useQuery({ queryKey: tokensKey, queryFn: () => api.get<ApiToken[]>(API_TOKENS_API.tokens) });

export function useCreateApiToken(onCreated: (token: CreatedApiToken) => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreate) =>
      api.post<CreatedApiToken>(API_TOKENS_API.tokens, input, { loader: true }),
    onSuccess: (token) => {
      void queries.invalidateQueries({ queryKey: tokensKey });
      onCreated(token);
    },
    onError: (error) => notifyError(error, 'The token could not be created'),
  });
}

export function useRevokeApiToken() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(API_TOKENS_API.token(id), { loader: true }),
    onSuccess: () => {
      toast.success('Token revoked');
      void queries.invalidateQueries({ queryKey: tokensKey });
    },
    onError: (error) => notifyError(error, 'The token could not be revoked'),
  });
}
