import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../resource/record-list';
import { useBrandColumns } from './brand-columns';
import { brandResource } from './brand-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/brands');

/** /brands: A2V brands, a record list. */
export function BrandsPage() {
  return (
    <RecordListPage
      resource={brandResource}
      route={listRoute}
      columns={useBrandColumns()}
      createLink={{ to: '/brands/create' }}
    />
  );
}
