import { IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import {
  type ContentSource,
  type ContentType,
  OWNER_TYPE_OPTIONS,
  type OwnerType,
  PLAYLIST_FEED_CATEGORIES,
} from '@adcast/domain/enumerations';
import { FEED_THUMBNAIL_RULE } from '@adcast/domain/limits';
import { FEED_IMPORT_SCREEN, FEED_SCREEN, FEED_UPLOAD_PARTS } from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { MESSAGES } from '@adcast/domain/messages';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { jsonWithFile } from '../../../api/json-with-file';
import { publisherSource } from '../../../resource/picker-sources-api';
import { useCan } from '../../../session/can';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { columnSx } from '../../../ui/layout';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { SizedDialog } from '../../../ui/sized-dialog';
import { collectionSource, contentOwnerSource } from '../catalogue-sources-api';
import { useCreateFeed, useFeedPreviewCount } from './feed-api';
import { FeedImportResult } from './feed-import-progress';
import {
  canFinish,
  emptyFeedForm,
  type FeedForm,
  feedFieldErrors,
  feedFieldsShown,
  feedPayload,
  feedTypeOptions,
  withSource,
} from './feed-rules';
import { FEED_THUMBNAIL_RULES } from './thumbnail-rules';

const FEED_PARTS = { json: FEED_UPLOAD_PARTS.feed, file: FEED_UPLOAD_PARTS.thumbnail };
const { width, height } = FEED_THUMBNAIL_RULE.resolution;

/** An owner the dialog is opened for (an owner's embedded videos table): its fields are fixed. */
export interface FeedOwner {
  ownerType: Exclude<OwnerType, 'VB'>;
  ownerId: number;
}

/** Part 1 §4: the feed sources read from an address (uploads have their own dialog). */
const ADDRESS_SOURCES: readonly { key: ContentSource; label: string }[] = [
  { key: 'RSS', label: 'RSS' },
  { key: 'YOUTUBE', label: 'YouTube' },
];

function SourceFields({ form, set, replace }: FormProps & { replace: (form: FeedForm) => void }) {
  const shown = feedFieldsShown(form.source, form.feedType);
  return (
    <>
      <TextField
        select
        required
        label={FEED_SCREEN.source}
        value={form.source}
        onChange={(event) => replace(withSource(form, event.target.value as ContentSource))}
        sx={{ mt: 1 }}
      >
        {ADDRESS_SOURCES.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {shown.typeSelect && (
        <TextField
          select
          required
          label={FEED_SCREEN.type}
          value={form.feedType}
          onChange={(event) => set({ feedType: event.target.value as ContentType, count: '' })}
        >
          {feedTypeOptions(form.source).map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {shown.count && (
        <TextField
          label={FEED_SCREEN.count}
          value={form.count}
          helperText={feedFieldErrors(form).count ?? FEED_SCREEN.countHelp}
          error={feedFieldErrors(form).count !== undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(event) => set({ count: event.target.value.trim() })}
        />
      )}
    </>
  );
}

function PreviewCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Alert severity={count > 0 ? 'info' : 'warning'} role="status">
      {count > 0 ? FEED_SCREEN.previewCount(count) : FEED_SCREEN.previewEmpty}
    </Alert>
  );
}

function OwnerFields({ form, set, fixed }: FormProps & { fixed: boolean }) {
  const source = form.ownerType === 'PUBLISHER' ? publisherSource : contentOwnerSource;
  return (
    <>
      <TextField
        select
        required
        label={FEED_SCREEN.ownerType}
        value={form.ownerType}
        disabled={fixed}
        onChange={(event) => set({ ownerType: event.target.value as OwnerType, ownerId: '' })}
      >
        {OWNER_TYPE_OPTIONS.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {(form.ownerType === 'PUBLISHER' || form.ownerType === 'CONTENT_OWNER') && (
        <EntityPicker
          key={form.ownerType}
          required
          source={source}
          disabled={fixed}
          value={form.ownerId === '' ? null : form.ownerId}
          onChange={(id) => set({ ownerId: id ?? '' })}
        />
      )}
    </>
  );
}

interface FormProps {
  form: FeedForm;
  set: (change: Partial<FeedForm>) => void;
}

function CollectionFields({ form, set, errors }: FormProps & { errors: ReturnType<typeof feedFieldErrors> }) {
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={form.newPlaylist}
            onChange={(event) => set({ newPlaylist: event.target.checked })}
          />
        }
        label={FEED_SCREEN.newPlaylist}
      />
      {form.newPlaylist ? (
        <>
          <TextField
            required
            label={FEED_SCREEN.newPlaylistName}
            value={form.newPlaylistName}
            onChange={(event) => set({ newPlaylistName: event.target.value })}
          />
          <TextField
            select
            required
            label={FEED_SCREEN.category}
            value={form.category}
            error={form.category === ''}
            helperText={errors.category}
            onChange={(event) => set({ category: Number(event.target.value) })}
          >
            {PLAYLIST_FEED_CATEGORIES.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.title}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : (
        <EntityPicker
          required
          label={FEED_SCREEN.collection}
          source={collectionSource}
          value={form.playlistId === '' ? null : form.playlistId}
          onChange={(id) => set({ playlistId: id ?? '' })}
        />
      )}
    </>
  );
}

/**
 * 'Parse feed' (part 1 §2, §4–§5) for an RSS, Media RSS or Atom address (the server counts the
 * feed's videos before Finish) or a YouTube channel, playlist or video; the videos go into the
 * chosen or a new collection. An optional thumbnail (PNG or JPG, at least 480x360) becomes the new
 * collection's image and the thumbnail of the videos the feed gives none.
 */
export function FeedDialog({ owner, onClose }: { owner?: FeedOwner; onClose: () => void }) {
  const [importId, setImportId] = useState<number | null>(null);
  if (importId !== null) return <FeedImportDialog importId={importId} onClose={onClose} />;
  return <FeedFormDialog owner={owner} onClose={onClose} onImporting={setImportId} />;
}

/** After Finish: the background import's progress, until the user closes the dialog. */
function FeedImportDialog({ importId, onClose }: { importId: number; onClose: () => void }) {
  return (
    <SizedDialog width={DIALOG_WIDTHS.video} onClose={onClose} title={FEED_SCREEN.title}>
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        <FeedImportResult importId={importId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{FEED_IMPORT_SCREEN.close}</Button>
      </DialogActions>
    </SizedDialog>
  );
}

/** The form; a feed read in the background (`importId`) is followed in the dialog, else it closes. */
function FeedFormDialog({
  owner,
  onClose,
  onImporting,
}: {
  owner?: FeedOwner;
  onClose: () => void;
  onImporting: (importId: number) => void;
}) {
  const [form, setForm] = useState(() => emptyFeedForm(owner?.ownerType ?? '', owner?.ownerId ?? ''));
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const set = (change: Partial<FeedForm>) => setForm((current) => ({ ...current, ...change }));
  const count = useFeedPreviewCount(form);
  const create = useCreateFeed();
  const errors = feedFieldErrors(form);
  const shown = feedFieldsShown(form.source, form.feedType);
  const finish = () =>
    create.mutate(
      {
        method: 'POST',
        path: MEDIA_API.feed,
        body: jsonWithFile(feedPayload(form), thumbnail, FEED_PARTS),
        notice: MESSAGES.feedCreated,
        fallback: MESSAGES.errorFeedCreation,
      },
      { onSuccess: (created) => (created.importId ? onImporting(created.importId) : onClose()) },
    );
  const touchedError = (field: 'url' | 'dateFrom') => (form[field] === '' ? undefined : errors[field]);
  return (
    <SizedDialog width={DIALOG_WIDTHS.video} onClose={onClose} title={FEED_SCREEN.title}>
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        <SourceFields form={form} set={set} replace={setForm} />
        <TextField
          required
          label={FEED_SCREEN.url}
          value={form.url}
          error={touchedError('url') !== undefined}
          helperText={touchedError('url')}
          onChange={(event) => set({ url: event.target.value })}
        />
        <TextField
          required
          label={FEED_SCREEN.feedTitle}
          value={form.title}
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextField
          multiline
          label={FEED_SCREEN.description}
          value={form.description}
          onChange={(event) => set({ description: event.target.value })}
        />
        {shown.dateFrom && (
          <TextField
            type="date"
            label={FEED_SCREEN.dateFrom}
            value={form.dateFrom}
            error={touchedError('dateFrom') !== undefined}
            helperText={touchedError('dateFrom')}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => set({ dateFrom: event.target.value })}
          />
        )}
        <ImageUpload
          label={FEED_SCREEN.thumbnail}
          file={thumbnail}
          onChange={setThumbnail}
          rules={FEED_THUMBNAIL_RULES}
          sizeLabel={`PNG or JPG, at least ${width}x${height}, max ${IMAGE_MAX_MEGABYTES} MB`}
        />
        <CollectionFields form={form} set={set} errors={errors} />
        <OwnerFields form={form} set={set} fixed={owner !== undefined} />
        <PreviewCount count={count} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!canFinish(form, count) || create.isPending} onClick={finish}>
          {FEED_SCREEN.finish}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}

/** Opens 'Parse feed' for users who may add videos: on the Videos page, or as an owner's 'Ingest video'. */
export function FeedButton({ owner }: { owner?: FeedOwner }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can(CATALOGUE_PERMISSIONS.changeVideos)) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {owner ? VIDEO_SCREEN.ingestVideo : FEED_SCREEN.title}
      </Button>
      {open && <FeedDialog owner={owner} onClose={() => setOpen(false)} />}
    </>
  );
}
