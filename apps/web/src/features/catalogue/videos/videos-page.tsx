import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '../../../ui/button-link';
import { Toolbar } from '../../../ui/toolbar';
import { useSearchWriteBack } from '../../../ui/use-search-write-back';
import { FeedButton } from './feed-dialog';
import { FeedImportsButton } from './feed-imports-dialog';
import { MediaJobsButton } from './media-jobs-dialog';
import { hiddenColumnsOf, validateVideoSearch, videoSearchOf, videoSearchParams } from './video-search';
import { VideoUploadButton } from './video-upload-dialog';
import { VideosTable } from './videos-table';

const route = getRouteApi('/_authenticated/_shell/_staff/videos');

/**
 * /videos: every video the user may see; the URL mirrors the table's filters (replaced, not pushed),
 * and a hand-edited URL is written back as the page reads it.
 */
export function VideosPage() {
  useSearchWriteBack('/videos', validateVideoSearch);
  const params = route.useSearch();
  const search = videoSearchOf(params);
  const navigate = route.useNavigate();
  return (
    <>
      <Toolbar
        title="Videos"
        actions={
          <>
            <ButtonLink to="/videos/content-bytes">Content bytes</ButtonLink>
            <MediaJobsButton />
            <FeedImportsButton />
            <FeedButton />
            <VideoUploadButton />
          </>
        }
      />
      <VideosTable
        scope={{ kind: 'all' }}
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: { ...videoSearchParams(next), hide: params.hide }, replace: true })
        }
        hiddenColumns={hiddenColumnsOf(params)}
        onHiddenColumnsChange={(hidden) =>
          void navigate({ search: (previous) => ({ ...previous, hide: hidden.join(',') }), replace: true })
        }
        views
      />
    </>
  );
}
