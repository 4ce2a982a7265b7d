import type { ImportResult } from '@adcast/domain/csv-imports';
import { DOMAIN_NOTICES, type DomainRecord } from '@adcast/domain/inventory/domains';
import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import { type Page, PICKER_PAGE_SIZE } from '@adcast/domain/paging';
import { NO_DOMAINS_HINT, PICKER_LABELS } from '@adcast/domain/picker-labels';
import { api } from '../../../api/client';
import { definePickerSource } from '../../../ui/pickers/picker-source';

/** The domain picker (part 2 §7: all domains, or one publisher's by publisherIds; the rows carry url). */
export const domainPickerSource = (publisherId?: number) =>
  definePickerSource<DomainRecord>({
    key: publisherId === undefined ? 'domains' : `domains-${publisherId}`,
    label: PICKER_LABELS.domain,
    errorMessage: DOMAIN_NOTICES.errorFetching,
    emptyText: NO_DOMAINS_HINT,
    load: ({ search, ids, networkIds }): Promise<Page<DomainRecord>> =>
      api.get(publisherId === undefined ? DOMAINS_API.domains : DOMAINS_API.publisherDomains(publisherId), {
        query: { page: 0, size: PICKER_PAGE_SIZE, url: search, ids, networkIds },
      }),
    toItem: (domain) => ({ id: domain.id, name: domain.url, networkId: domain.networkId }),
  });

/** A pasted list of domains for one publisher: previewed unless `apply`. */
export const sendDomainList = (publisherId: number, domains: string, apply: boolean) =>
  api.post<ImportResult>(
    DOMAINS_API.publisherDomains(publisherId),
    { domains },
    { query: { dryRun: String(!apply) }, loader: true },
  );
