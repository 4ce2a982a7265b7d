import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { Video } from '@adcast/domain/catalogue/videos';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import { MESSAGES } from '@adcast/domain/messages';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { SavedViewsButton } from '../../../resource/saved-views-button';
import { useCan } from '../../../session/can';
import { useCachedMe } from '../../../session/me';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { type RowSelection, useRowSelection } from '../../../ui/data-table/row-selection';
import { preferencesKey } from '../../../ui/data-table/table-preferences';
import { ExportButton } from '../../../ui/export-button';
import { SearchField } from '../../../ui/search-field';
import { useUrlText } from '../../../ui/use-url-text';
import { AddToCollectionDialog } from './add-to-collection-dialog';
import { BulkEditDialog } from './bulk-edit-dialog';
import { MetadataDialog } from './metadata-dialog';
import { exportVideos, useRemoveOwner, useVideoPage, type VideoScope } from './video-api';
import { videoColumns } from './video-columns';
import { VideoFilterPanel } from './video-filter-panel';
import { VideoPreviewDialog } from './video-preview-dialog';
import { changedSearch, type VideoSearch } from './video-search';

type Open =
  | { dialog: 'bulk-edit' | 'add-to-collection' | 'remove-owner' }
  | { dialog: 'metadata' | 'preview'; video: Video }
  | null;

export interface VideosTableProps {
  scope: VideoScope;
  search: VideoSearch;
  onSearchChange: (search: VideoSearch) => void;
  /** More bulk actions of the host page (a content owner's: delete videos). */
  moreActions?: (selection: RowSelection<number>) => ReactNode;
  /** The hidden columns when the page keeps them in its URL (see DataTable), and what sets them. */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
  /** Offers the user's saved views of the page (its URL keeps every setting). */
  views?: boolean;
}

/**
 * Part 2 §2 videos table, as the /videos page or embedded for one publisher or content owner:
 * title search, filter panel, row selection with the bulk actions and their dialogs.
 */
export function VideosTable({
  scope,
  search,
  onSearchChange,
  moreActions,
  ...columnsAndViews
}: VideosTableProps) {
  const embedded = scope.kind !== 'all';
  const can = useCan();
  const me = useCachedMe();
  const selection = useRowSelection<number>();
  const [open, setOpen] = useState<Open>(null);
  const [filtersShown, setFiltersShown] = useState(false);
  const page = useVideoPage(scope, search);
  const removeOwner = useRemoveOwner();
  const change = (patch: Partial<VideoSearch>) => onSearchChange(changedSearch(search, patch));
  const [titleText, setTitleText] = useUrlText(search.title ?? '', (title) => change({ title }));
  const close = () => setOpen(null);
  const savedBulk = () => {
    setOpen(null);
    selection.clear();
  };
  const columns = videoColumns({
    ownerShown: !embedded,
    onPlay: (video) => setOpen({ dialog: 'preview', video }),
    onMetadata: can(CATALOGUE_PERMISSIONS.metadata)
      ? (video) => setOpen({ dialog: 'metadata', video })
      : undefined,
  });
  const bulkActions = (
    <>
      {can(CATALOGUE_PERMISSIONS.changeVideos) && (
        <Button size="small" onClick={() => setOpen({ dialog: 'add-to-collection' })}>
          {VIDEO_SCREEN.addToCollection}
        </Button>
      )}
      {!embedded && can(CATALOGUE_PERMISSIONS.editSelected) && (
        <Button size="small" onClick={() => setOpen({ dialog: 'bulk-edit' })}>
          {VIDEO_SCREEN.editSelected}
        </Button>
      )}
      {can(CATALOGUE_PERMISSIONS.changeVideos) && (
        <Button size="small" onClick={() => setOpen({ dialog: 'remove-owner' })}>
          {VIDEO_SCREEN.removeOwner}
        </Button>
      )}
      {moreActions?.(selection)}
    </>
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {selection.selected.length === 0 && VIDEO_SCREEN.title}
          </Typography>
          <SearchField label={VIDEO_SCREEN.searchTitle} value={titleText} onChange={setTitleText} />
          <IconButton
            aria-label={VIDEO_SCREEN.filters}
            aria-expanded={filtersShown}
            onClick={() => setFiltersShown((shown) => !shown)}
            color={filtersShown ? 'primary' : 'default'}
          >
            <FilterListIcon />
          </IconButton>
        </Box>
        {filtersShown && <VideoFilterPanel search={search} onChange={change} ownerFilters={!embedded} />}
        <DataTable<Video, number>
          label={VIDEO_SCREEN.title}
          columns={columns}
          rows={page.data?.content ?? []}
          rowKey={(video) => video.id}
          rowName={(video) => video.title}
          selection={selection}
          selectionActions={bulkActions}
          preferencesKey={preferencesKey(me?.id, embedded ? 'Embedded videos' : 'Videos')}
          total={page.data?.totalElements ?? 0}
          totalCapped={page.data?.totalCapped}
          loading={page.isFetching}
          page={search.page}
          size={search.size}
          onPageChange={(next) => onSearchChange({ ...search, page: next })}
          onSizeChange={(size) => change({ size: size as VideoSearch['size'] })}
          sort={search}
          onSortChange={(sort) => change(sort as Partial<VideoSearch>)}
          hiddenColumns={columnsAndViews.hiddenColumns}
          onHiddenColumnsChange={columnsAndViews.onHiddenColumnsChange}
          tools={
            <>
              {columnsAndViews.views && <SavedViewsButton listLabel="Videos" />}
              <ExportButton onExport={() => exportVideos(scope, search)} />
            </>
          }
        />
      </CardContent>
      {open?.dialog === 'bulk-edit' && (
        <BulkEditDialog videoIds={selection.selected} onClose={close} onSaved={savedBulk} />
      )}
      {open?.dialog === 'add-to-collection' && (
        <AddToCollectionDialog videoIds={selection.selected} onClose={close} onSaved={savedBulk} />
      )}
      <ConfirmDialog
        open={open?.dialog === 'remove-owner'}
        text={MESSAGES.confirmRemoveOwner}
        onCancel={close}
        onConfirm={() =>
          removeOwner.mutate(
            { videoIds: [...selection.selected] },
            { onSuccess: savedBulk, onSettled: close },
          )
        }
      />
      {open?.dialog === 'metadata' && <MetadataDialog video={open.video} onClose={close} />}
      {open?.dialog === 'preview' && <VideoPreviewDialog video={open.video} onClose={close} />}
    </Card>
  );
}
