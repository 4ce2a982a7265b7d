import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { OO_APP_API } from '@adcast/domain/content/oo-apps/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastingErrors } from '../../../api/notify-error';

export const OWN_OO_APPS_ERROR = 'Error occurred while fetching O&O apps';

/** A page of the working mask's own O&O apps by name (the API narrows a publisher or content owner to its own). */
export const useOwnOoApps = (ownerKey: string, page: number, size: number) =>
  useQuery({
    queryKey: ['oo-apps', 'own', ownerKey, page, size],
    queryFn: toastingErrors(OWN_OO_APPS_ERROR, () =>
      api.get<{ content: OoApp[]; totalElements: number }>(OO_APP_API.ooApps, {
        query: { page, size, sortProperty: 'name', sortDirection: 'asc' },
      }),
    ),
  });
