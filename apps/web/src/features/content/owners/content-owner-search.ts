import { ActiveArchivedSchema } from '@adcast/domain/enumerations';
import { listSearchSchema, listSearchValidator } from '../../../ui/list-search';

/** The list's URL state: by name, ACTIVE and ARCHIVED tiles, sorted by name (as the API sorts). */
export const contentOwnerListSearch = listSearchSchema(['name'], {
  sortProperty: 'name',
  sortDirection: 'asc',
  status: ['ACTIVE'],
  statuses: ActiveArchivedSchema.options,
});
export const validateContentOwnerSearch = listSearchValidator(contentOwnerListSearch);
