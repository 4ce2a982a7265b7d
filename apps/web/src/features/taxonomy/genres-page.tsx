import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../resource/record-list';
import { useGenreColumns } from './genre-columns';
import { genreResource } from './genre-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/taxonomy');

/** /taxonomy: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function GenresPage() {
  return (
    <RecordListPage
      resource={genreResource}
      route={listRoute}
      columns={useGenreColumns()}
      createLink={{ to: '/taxonomy/create' }}
    />
  );
}
