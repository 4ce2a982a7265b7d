import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { Video } from '@adcast/domain/catalogue/videos';
import { formatDuration } from '@adcast/domain/format';
import { CONTENT_BYTE_MAX_SECONDS, CONTENT_BYTE_SCREEN } from '@adcast/domain/media/content-bytes';
import { MEDIA_API } from '@adcast/domain/media/paths';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { ButtonLink } from '../../../ui/button-link';
import { type DataColumn, DataTable } from '../../../ui/data-table/data-table';
import { Toolbar } from '../../../ui/toolbar';
import { useContentBytePage } from './content-byte-api';
import { ContentByteEditDialog } from './content-byte-edit-dialog';
import { VideoUploadButton } from './video-upload-dialog';

const COLUMNS: readonly DataColumn<Video>[] = [
  { id: 'title', label: 'Title', render: (video) => video.title },
  { id: 'duration', label: 'Duration', render: (video) => formatDuration(video.duration) },
  { id: 'mediaStatus', label: 'Media', render: (video) => video.mediaStatus },
  { id: 'owner', label: 'Owner', render: (video) => video.companyOwner ?? '—' },
  { id: 'createdOn', label: 'Added', render: (video) => new Date(video.createdOn).toLocaleDateString() },
];

/** The edit button of each row, for users who may change videos' metadata. */
const editColumn = (onEdit: (video: Video) => void): DataColumn<Video> => ({
  id: 'actions',
  label: '',
  render: (video) => (
    <Button
      size="small"
      aria-label={`${CONTENT_BYTE_SCREEN.edit} ${video.title}`}
      onClick={() => onEdit(video)}
    >
      {CONTENT_BYTE_SCREEN.edit}
    </Button>
  ),
});

/** /videos/content-bytes: the short clips for CONTENT_BYTE placements, uploaded to /api/cb and transcoded like videos, each edited in its dialog. */
export function ContentBytesPage() {
  const can = useCan();
  const [editing, setEditing] = useState<Video | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const bytes = useContentBytePage(page, size);
  return (
    <>
      <Toolbar
        title="Content bytes"
        actions={
          <>
            <ButtonLink to="/videos">Videos</ButtonLink>
            <VideoUploadButton endpoint={MEDIA_API.contentByte} />
          </>
        }
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        Clips of at most {CONTENT_BYTE_MAX_SECONDS} seconds for content byte placements.
      </Typography>
      <DataTable
        label="Content bytes"
        columns={can(CATALOGUE_PERMISSIONS.metadata) ? [...COLUMNS, editColumn(setEditing)] : COLUMNS}
        rows={bytes.data?.content ?? []}
        rowKey={(video) => video.id}
        total={bytes.data?.totalElements ?? 0}
        loading={bytes.isPending}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={setSize}
      />
      {editing && <ContentByteEditDialog video={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
