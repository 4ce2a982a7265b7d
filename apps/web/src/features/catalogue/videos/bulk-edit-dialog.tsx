import { IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import { OWNER_TYPE_OPTIONS, type OwnerType } from '@adcast/domain/enumerations';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { publisherSource } from '../../../resource/picker-sources-api';
import { useCan } from '../../../session/can';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { SizedDialog } from '../../../ui/sized-dialog';
import { contentOwnerSource } from '../catalogue-sources-api';
import { type BulkEditValues, bulkDataOf, bulkEditSavable } from './bulk-edit-rules';
import { THUMBNAIL_RULES } from './thumbnail-rules';
import { useBulkEdit } from './video-api';
import { EMPTY_VIDEO_FIELDS, VideoFields } from './video-fields';

const EMPTY: BulkEditValues = { ...EMPTY_VIDEO_FIELDS, ownerType: null, publisherId: null, coId: null };

export interface BulkEditDialogProps {
  videoIds: readonly number[];
  onClose: () => void;
  /** After a successful save (the table clears its selection). */
  onSaved: () => void;
}

/** Part 2 §2 'Edit selected videos': thumbnail, ownership, tags, genre, flags, artist, Published At. */
export function BulkEditDialog({ videoIds, onClose, onSaved }: BulkEditDialogProps) {
  const can = useCan();
  const [values, setValues] = useState<BulkEditValues>(EMPTY);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const bulkEdit = useBulkEdit();
  const change = (patch: Partial<BulkEditValues>) => setValues((current) => ({ ...current, ...patch }));
  const save = () =>
    bulkEdit.mutate(
      { edit: { videoIds: [...videoIds], data: bulkDataOf(values) }, thumbnail },
      { onSuccess: onSaved },
    );
  return (
    <SizedDialog width={DIALOG_WIDTHS.bulkEdit} onClose={onClose} title={VIDEO_SCREEN.editSelected}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ImageUpload
            label="Upload thumbnail"
            file={thumbnail}
            onChange={setThumbnail}
            rules={THUMBNAIL_RULES}
            sizeLabel={`Max ${IMAGE_MAX_MEGABYTES} MB`}
          />
          <FormControl>
            <FormLabel id="bulk-owner-type">{VIDEO_SCREEN.ownerType}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="bulk-owner-type"
              value={values.ownerType ?? ''}
              onChange={(event) =>
                change({ ownerType: event.target.value as OwnerType, publisherId: null, coId: null })
              }
            >
              {OWNER_TYPE_OPTIONS.map((option) => (
                <FormControlLabel
                  key={option.key}
                  value={option.key}
                  control={<Radio />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {values.ownerType === 'PUBLISHER' && (
            <EntityPicker
              source={publisherSource}
              required
              value={values.publisherId}
              onChange={(publisherId) => change({ publisherId })}
            />
          )}
          {values.ownerType === 'CONTENT_OWNER' && (
            <EntityPicker
              source={contentOwnerSource}
              required
              value={values.coId}
              onChange={(coId) => change({ coId })}
            />
          )}
          <VideoFields values={values} onChange={change} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {can(CATALOGUE_PERMISSIONS.changeVideos) && (
          <Button
            variant="contained"
            onClick={save}
            disabled={!bulkEditSavable(values, thumbnail, videoIds.length) || bulkEdit.isPending}
          >
            Save
          </Button>
        )}
      </DialogActions>
    </SizedDialog>
  );
}
