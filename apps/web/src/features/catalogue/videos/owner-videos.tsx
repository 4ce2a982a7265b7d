import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { OWNER_VIDEO_MESSAGES, VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { RowSelection } from '../../../ui/data-table/row-selection';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { SizedDialog } from '../../../ui/sized-dialog';
import { videoSource } from '../catalogue-sources-api';
import { FeedButton } from './feed-dialog';
import { useAddOwnerToVideos, useDeleteOwnerVideos, type VideoScope } from './video-api';
import { type VideoSearch, videoSearchOf } from './video-search';
import { VideosTable } from './videos-table';

/** A content owner's details: other videos become its own. */
function AddOwnerDialog({ contentOwnerId, onClose }: { contentOwnerId: number; onClose: () => void }) {
  const [videoIds, setVideoIds] = useState<number[]>([]);
  const add = useAddOwnerToVideos(contentOwnerId);
  return (
    <SizedDialog width={DIALOG_WIDTHS.bulkEdit} onClose={onClose} title={VIDEO_SCREEN.addOwner}>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <EntityPicker multiple source={videoSource} value={videoIds} onChange={setVideoIds} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={videoIds.length === 0 || add.isPending}
          onClick={() => add.mutate({ videoIds }, { onSuccess: onClose })}
        >
          Save
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}

/** The selection's 'Delete videos' with its confirmation (the owner's files stay while other videos refer to them). */
function DeleteVideosAction({
  contentOwnerId,
  selection,
}: {
  contentOwnerId: number;
  selection: RowSelection<number>;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteOwnerVideos(contentOwnerId);
  return (
    <>
      <Button size="small" color="error" onClick={() => setConfirming(true)}>
        {VIDEO_SCREEN.deleteVideos}
      </Button>
      <ConfirmDialog
        open={confirming}
        text={OWNER_VIDEO_MESSAGES.confirmDelete}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { videoIds: [...selection.selected] },
            { onSuccess: selection.clear, onSettled: () => setConfirming(false) },
          )
        }
      />
    </>
  );
}

export interface OwnerVideosProps {
  owner: Exclude<VideoScope, { kind: 'all' }>;
  /** The host page's URL state; without it the filters live in the tab. */
  search?: VideoSearch;
  onSearchChange?: (search: VideoSearch) => void;
}

/**
 * The videos table embedded for one publisher or content owner (part 2 §2): no owner column and
 * no owner filters; a content owner's tab adds videos to the owner and deletes its videos.
 */
export function OwnerVideos({ owner, search, onSearchChange }: OwnerVideosProps) {
  const can = useCan();
  const [local, setLocal] = useState(() => videoSearchOf({}));
  const [adding, setAdding] = useState(false);
  const changes = can(CATALOGUE_PERMISSIONS.changeVideos) && owner.kind === 'contentOwner';
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <FeedButton
          owner={{ ownerType: owner.kind === 'publisher' ? 'PUBLISHER' : 'CONTENT_OWNER', ownerId: owner.id }}
        />
        {changes && (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {VIDEO_SCREEN.addOwner}
          </Button>
        )}
      </Box>
      <VideosTable
        scope={owner}
        search={search ?? local}
        onSearchChange={onSearchChange ?? setLocal}
        moreActions={
          changes
            ? (selection) => <DeleteVideosAction contentOwnerId={owner.id} selection={selection} />
            : undefined
        }
      />
      {adding && <AddOwnerDialog contentOwnerId={owner.id} onClose={() => setAdding(false)} />}
    </>
  );
}
