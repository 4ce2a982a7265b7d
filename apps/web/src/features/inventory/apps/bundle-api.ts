import type { App } from '@adcast/domain/inventory/apps';
import { APPS_API } from '@adcast/domain/inventory/paths';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, PICKER_PAGE_SIZE } from '@adcast/domain/paging';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import { api } from '../../../api/client';
import { definePickerSource } from '../../../ui/pickers/picker-source';

/** The bundle id picker (part 2 §7: page 0, size 1000, bundleId, publisherIds, networkIds, ids), of one publisher when given. */
export const bundlePickerSource = (publisherId?: number) =>
  definePickerSource<App>({
    key: publisherId === undefined ? 'bundles' : `bundles-${publisherId}`,
    label: PICKER_LABELS.bundle,
    errorMessage: MESSAGES.errorBundlesAutocomplete,
    load: ({ search, ids, networkIds }): Promise<Page<App>> =>
      api.get(APPS_API.bundles, {
        query: {
          page: 0,
          size: PICKER_PAGE_SIZE,
          bundleId: search,
          ids,
          networkIds,
          publisherIds: publisherId === undefined ? undefined : [publisherId],
          sortProperty: 'bundleId',
        },
      }),
    toItem: (app) => ({ id: app.id, name: app.bundleId, networkId: app.networkId }),
  });
