import type { Source } from '@adcast/domain/squeezeback/sources';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../resource/record-form-pages';
import { useMe } from '../../session/me';
import { emptySource, SourceForm } from './source-form';
import { SourcePreviewPanel } from './source-preview-panel';
import { sourceResource } from './source-resource';
import { SourceSchedulePanel } from './source-schedule-panel';

const toList = () => ({ to: '/sources' }) as const;
const toEditor = (record: Source) => ({ to: '/sources/edit/$id', params: { id: record.id } }) as const;

/** /sources/create. A network user's source belongs to its network. */
export function SourceCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={sourceResource}
      Form={SourceForm}
      initial={emptySource(me.network?.id ?? null)}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/sources/edit/$id');

/** /sources/edit/{id}: the form (read only to users who may not edit) and archive. */
export function SourceEditPage() {
  return (
    <RecordEditPage
      resource={sourceResource}
      id={editRoute.useParams().id}
      Form={SourceForm}
      back={toList}
      openAfter={toEditor}
      archivable
      below={(source) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SourceSchedulePanel source={source} />
          <SourcePreviewPanel source={source} />
        </Box>
      )}
    />
  );
}
