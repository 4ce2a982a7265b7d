import type { Collection } from '@adcast/domain/catalogue/collections';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { recordWrites, useRecordWrite } from '../../../resource/resource-api';
import { useCan } from '../../../session/can';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { SizedDialog } from '../../../ui/sized-dialog';
import { collectionSource } from '../catalogue-sources-api';
import { collectionResource } from '../collections/collection-resource';
import { useAddToCollections } from './video-api';

/** Part 2 §5: Save is disabled without selected videos and collections. */
export const addToCollectionSavable = (videoIds: readonly number[], collectionIds: readonly number[]) =>
  videoIds.length > 0 && collectionIds.length > 0;

/** The '+' of the dialog: a new collection (title and description, part 1 §5), chosen once created. */
function NewCollectionForm({
  onCreated,
  onCancel,
}: {
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useRecordWrite(collectionResource);
  const submit = () =>
    create.mutate(
      recordWrites(collectionResource).create({ title: title.trim(), description: description.trim() }),
      {
        onSuccess: (saved) => onCreated((saved as Collection).id),
      },
    );
  return (
    <Stack spacing={2} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TextField label="Title" required value={title} onChange={(event) => setTitle(event.target.value)} />
      <TextField
        label="Description"
        required
        multiline
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          onClick={submit}
          disabled={title.trim() === '' || description.trim() === '' || create.isPending}
        >
          Create collection
        </Button>
      </Box>
    </Stack>
  );
}

export interface AddToCollectionDialogProps {
  videoIds: readonly number[];
  onClose: () => void;
  onSaved: () => void;
}

/** Part 2 §2 'Add to collection': a multi-select of collections, '+' to create one, Cancel and Save. */
export function AddToCollectionDialog({ videoIds, onClose, onSaved }: AddToCollectionDialogProps) {
  const can = useCan();
  const [collectionIds, setCollectionIds] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const add = useAddToCollections();
  const save = () =>
    add.mutate({ playlistIds: collectionIds, videoIds: [...videoIds] }, { onSuccess: onSaved });
  return (
    <SizedDialog width={DIALOG_WIDTHS.collection} onClose={onClose} title={VIDEO_SCREEN.addToCollection}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1 }}>
              <EntityPicker
                multiple
                source={collectionSource}
                value={collectionIds}
                onChange={setCollectionIds}
              />
            </Box>
            {can(CATALOGUE_PERMISSIONS.createCollection) && (
              <IconButton
                aria-label="Create a new collection"
                onClick={() => setCreating(true)}
                disabled={creating}
              >
                <AddIcon />
              </IconButton>
            )}
          </Box>
          {creating && (
            <NewCollectionForm
              onCancel={() => setCreating(false)}
              onCreated={(id) => {
                setCreating(false);
                setCollectionIds((ids) => (ids.includes(id) ? ids : [...ids, id]));
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {can(CATALOGUE_PERMISSIONS.changeVideos) && (
          <Button
            variant="contained"
            onClick={save}
            disabled={!addToCollectionSavable(videoIds, collectionIds) || add.isPending}
          >
            Save
          </Button>
        )}
      </DialogActions>
    </SizedDialog>
  );
}
