import { type Enrolment, TWO_FACTOR_API, type TwoFactorStatus } from '@adcast/domain/users/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyError } from '../../api/notify-error';
import { toast } from '../../api/toast-store';

const statusKey = ['two-factor'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: statusKey, queryFn: () => api.get<TwoFactorStatus>(TWO_FACTOR_API.mine) });

export const useStartEnrolment = () =>
  useMutation({
    mutationFn: () => api.post<Enrolment>(TWO_FACTOR_API.mine, undefined, { loader: true }),
    onError: (error) => notifyError(error, 'Two-factor sign-in could not be set up'),
  });

export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (code: string) =>
      api.post<{ recoveryCodes: string[] }>(TWO_FACTOR_API.confirm, { code }, { loader: true }),
    onError: (error) => notifyError(error, 'The code could not be checked'),
  });

export function useDisableTwoFactor(onDone: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<void>(TWO_FACTOR_API.disable, { password }, { loader: true }),
    onSuccess: () => {
      toast.success('Two-factor sign-in is off');
      void queries.invalidateQueries({ queryKey: statusKey });
      onDone();
    },
    onError: (error) => notifyError(error, 'Two-factor sign-in could not be turned off'),
  });
}

export const useForgetTwoFactorStatus = () => {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: statusKey });
};

const networkKey = (networkId: number) => ['network-two-factor', networkId] as const;

export const useNetworkTwoFactor = (networkId: number) =>
  useQuery({
    queryKey: networkKey(networkId),
    queryFn: () => api.get<{ required: boolean }>(TWO_FACTOR_API.network(networkId)),
  });

export function useSetNetworkTwoFactor(networkId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      api.put<{ required: boolean }>(TWO_FACTOR_API.network(networkId), { required }, { loader: true }),
    onSuccess: (answer) => {
      queries.setQueryData(networkKey(networkId), answer);
      toast.success(
        answer.required ? 'Two-factor sign-in is now required' : 'Two-factor sign-in is optional',
      );
    },
    onError: (error) => notifyError(error, 'The setting could not be saved'),
  });
}
