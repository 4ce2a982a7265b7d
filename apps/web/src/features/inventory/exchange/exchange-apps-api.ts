import {
  EXCHANGE_APP_MESSAGES,
  EXCHANGE_APP_SORT_PROPERTIES,
  type ExchangeApp,
  type ExchangeAppClaim,
} from '@adcast/domain/inventory/exchange-apps';
import { EXCHANGE_APPS_API } from '@adcast/domain/inventory/paths';
import { useQuery } from '@tanstack/react-query';
import { downloadCsv } from '../../../api/list-actions';
import { pageQuery } from '../../../api/list-queries';
import { notifyError } from '../../../api/notify-error';
import { useWrite } from '../../../resource/write-api';
import { type ListState, listSearchSchema } from '../../../ui/list-search';

const KEY = ['exchange-apps'];

export const exchangeAppListSearch = listSearchSchema(EXCHANGE_APP_SORT_PROPERTIES, {
  sortProperty: 'requests',
  sortDirection: 'desc',
  status: [],
  statuses: [],
});

const queryOf = (state: ListState<string, never>) => ({
  page: state.page,
  size: state.size,
  sortProperty: state.sortProperty,
  sortDirection: state.sortDirection,
  bundleId: state.search,
});

export const useExchangeAppPage = (state: ListState<string, never>) =>
  useQuery(
    pageQuery<ExchangeApp>(KEY, EXCHANGE_APPS_API.list, queryOf(state), EXCHANGE_APP_MESSAGES.errorFetching),
  );

export const downloadExchangeApps = (state: ListState<string, never>) =>
  downloadCsv(EXCHANGE_APPS_API.exportCsv, queryOf(state), 'Exchange apps.csv').catch((error: unknown) =>
    notifyError(error, EXCHANGE_APP_MESSAGES.errorFetching),
  );

/** `update-app`: the claim refreshes the exchange list and the apps. */
export const useExchangeAppClaim = () => useWrite([KEY, ['apps']]);

export const claimRequest = (claim: ExchangeAppClaim) => ({
  method: 'POST' as const,
  path: EXCHANGE_APPS_API.claim,
  body: claim,
  notice: EXCHANGE_APP_MESSAGES.claimed,
  fallback: EXCHANGE_APP_MESSAGES.errorClaim,
});
