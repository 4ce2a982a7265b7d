import { INVENTORY_KIND_OPTIONS, type InventoryKind } from '@adcast/domain/demand/compliance';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useRequestApprovals } from './compliance-api';

/** Asks partners, in bulk, about every active domain and app of some publishers. */
export function RequestDialog({ partnerId, onClose }: { partnerId?: number; onClose: () => void }) {
  const request = useRequestApprovals();
  const [partnerIds, setPartnerIds] = useState<number[]>(partnerId === undefined ? [] : [partnerId]);
  const [publisherIds, setPublisherIds] = useState<number[]>([]);
  const [kinds, setKinds] = useState<InventoryKind[]>(['DOMAIN', 'APP']);
  const toggle = (kind: InventoryKind) =>
    setKinds(kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind]);
  const ready = partnerIds.length > 0 && publisherIds.length > 0 && kinds.length > 0;
  const send = async () => {
    if (await request({ demandPartnerIds: partnerIds, publisherIds, kinds })) onClose();
  };
  return (
    <SizedDialog title="Request approvals" width={500} onClose={onClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {partnerId === undefined && (
            <EntityPicker
              multiple
              source={recordPickerSource('demand-partners')}
              value={partnerIds}
              onChange={(ids) => setPartnerIds(ids)}
            />
          )}
          <EntityPicker
            multiple
            source={recordPickerSource('publishers')}
            value={publisherIds}
            onChange={(ids) => setPublisherIds(ids)}
          />
          <FormGroup row aria-label="Ask about">
            {INVENTORY_KIND_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.key}
                control={
                  <Checkbox checked={kinds.includes(option.key)} onChange={() => toggle(option.key)} />
                }
                label={`${option.label}s`}
              />
            ))}
          </FormGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!ready} onClick={() => void send()}>
          Request
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
