import type { Video } from '@adcast/domain/catalogue/videos';
import { formatDuration } from '@adcast/domain/format';
import { CONTENT_BYTE_MAX_SECONDS } from '@adcast/domain/media/content-bytes';
import { MEDIA_API } from '@adcast/domain/media/paths';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ButtonLink } from '../../../ui/button-link';
import { type DataColumn, DataTable } from '../../../ui/data-table/data-table';
import { Toolbar } from '../../../ui/toolbar';
import { useContentBytePage } from './content-byte-api';
import { VideoUploadButton } from './video-upload-dialog';

const COLUMNS: readonly DataColumn<Video>[] = [
  { id: 'title', label: 'Title', render: (video) => video.title },
  { id: 'duration', label: 'Duration', render: (video) => formatDuration(video.duration) },
  { id: 'mediaStatus', label: 'Media', render: (video) => video.mediaStatus },
  { id: 'owner', label: 'Owner', render: (video) => video.companyOwner ?? '—' },
  { id: 'createdOn', label: 'Added', render: (video) => new Date(video.createdOn).toLocaleDateString() },
];

/** /videos/content-bytes: the short clips for CONTENT_BYTE placements, uploaded to /api/cb and transcoded like videos. */
export function ContentBytesPage() {
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
        columns={COLUMNS}
        rows={bytes.data?.content ?? []}
        rowKey={(video) => video.id}
        total={bytes.data?.totalElements ?? 0}
        loading={bytes.isPending}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={setSize}
      />
    </>
  );
}
