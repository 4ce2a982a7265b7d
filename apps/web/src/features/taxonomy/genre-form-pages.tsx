import type { Genre } from '@adcast/domain/taxonomy/genres';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../resource/record-form-pages';
import { useMe } from '../../session/me';
import { emptyGenre, GenreForm } from './genre-form';
import { genreResource } from './genre-resource';

const toList = () => ({ to: '/taxonomy' }) as const;
const toEditor = (record: Genre) => ({ to: '/taxonomy/edit/$id', params: { id: record.id } }) as const;

/** /taxonomy/create. A network user's genre belongs to its network. */
export function GenreCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={genreResource}
      Form={GenreForm}
      initial={emptyGenre(me.network?.id ?? null)}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/taxonomy/edit/$id');

/** /taxonomy/edit/{id}: the form (read only to users who may not edit) and archive. */
export function GenreEditPage() {
  return (
    <RecordEditPage
      resource={genreResource}
      id={editRoute.useParams().id}
      Form={GenreForm}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
