import { CONTENT_OWNERS_API } from '@adcast/domain/content/owner-paths';
import {
  CONTENT_OWNER_NOTICES,
  CONTENT_OWNER_PARTS,
  CONTENT_OWNER_SORT_PROPERTIES,
  type ContentOwner,
  type ContentOwnerInput,
  type ContentOwnerUpdate,
} from '@adcast/domain/content/owners';
import { ACTIVE_ARCHIVED_OPTIONS } from '@adcast/domain/enumerations';
import { recordResource } from '../../../resource/record-resource';

/** Part 2 §7 multipart create and update: the details as JSON in one part, the logo file in another. */
function ownerForm({ logo, ...details }: Record<string, unknown>): FormData {
  const form = new FormData();
  form.append(CONTENT_OWNER_PARTS.details, JSON.stringify(details));
  if (logo instanceof File) form.append(CONTENT_OWNER_PARTS.logo, logo);
  return form;
}

export const contentOwnerResource = recordResource<ContentOwner, ContentOwnerInput, ContentOwnerUpdate>()({
  key: 'content-owners',
  what: 'content owner',
  nameOf: (row) => row.name,
  labels: { plural: 'Content owners', list: 'Content owners', create: 'New content owner' },
  paths: {
    list: CONTENT_OWNERS_API.contentOwners,
    counts: CONTENT_OWNERS_API.counts,
    one: CONTENT_OWNERS_API.contentOwner,
    record: (owner) => CONTENT_OWNERS_API.record(owner.id),
  },
  searchParam: 'name',
  sortProperties: CONTENT_OWNER_SORT_PROPERTIES,
  defaultSort: { sortProperty: 'name', sortDirection: 'asc' },
  notices: CONTENT_OWNER_NOTICES,
  statusOptions: ACTIVE_ARCHIVED_OPTIONS,
  bulkActions: ['ARCHIVE', 'UNARCHIVE'],
  permissions: {
    create: 'CONTENT_OWNERS_CREATE',
    edit: 'CONTENT_OWNERS_EDIT',
    archive: 'CONTENT_OWNERS_EDIT',
  },
  requestBody: ownerForm,
});
