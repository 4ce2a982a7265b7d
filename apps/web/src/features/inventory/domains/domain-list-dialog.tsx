import { IMPORT_MESSAGES, type ImportResult } from '@adcast/domain/csv-imports';
import { DOMAIN_NOTICES } from '@adcast/domain/inventory/domains';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../api/notify-error';
import { toast } from '../../../api/toast-store';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { useMe } from '../../../session/me';
import { ImportPreview } from '../../../ui/import-preview';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { SizedDialog } from '../../../ui/sized-dialog';
import { ownPublisherId } from '../publisher-field';
import { sendDomainList } from './domain-api';
import { domainResource } from './domain-resource';

/**
 * Domains pasted as a list for one publisher (part 2 §5: split on ; , newline, tab or space,
 * lower-cased, de-duplicated, http:// where there is no scheme): previewed, then added.
 */
export function DomainListDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [publisherId, setPublisherId] = useState<number | null>(ownPublisherId(useMe()) ?? null);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const fail = (error: unknown) => notifyError(error, DOMAIN_NOTICES.errorSave);
  const check = () => publisherId && sendDomainList(publisherId, text, false).then(setPreview).catch(fail);
  const apply = () =>
    publisherId &&
    sendDomainList(publisherId, text, true)
      .then((result) => {
        toast.success(DOMAIN_NOTICES.added(result.counts.CREATE ?? 0));
        void queryClient.invalidateQueries({ queryKey: [domainResource.key] });
        onClose();
      })
      .catch(fail);
  const changes = (preview?.counts.CREATE ?? 0) + (preview?.counts.UPDATE ?? 0);
  return (
    <SizedDialog title="Add domains" width={640} onClose={onClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <EntityPicker
            source={recordPickerSource('publishers')}
            required
            value={publisherId}
            onChange={(id) => {
              setPublisherId(id);
              setPreview(null);
            }}
          />
          <TextField
            label="Domains"
            helperText="One per line, or separated by ; , tab or space"
            multiline
            minRows={4}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPreview(null);
            }}
          />
          {preview && <ImportPreview result={preview} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={check} disabled={!publisherId || text.trim() === ''}>
          Preview
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={!preview || changes === 0 || (preview.counts.ERROR ?? 0) > 0}
        >
          {IMPORT_MESSAGES.apply(changes)}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
