import { ASSET_KIND_LABELS, ASSET_KINDS, ASSET_SCREEN, type Asset } from '@adcast/domain/a2v/assets';
import { A2V_API } from '@adcast/domain/a2v/paths';
import { RENDER_SCREEN } from '@adcast/domain/a2v/renders';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { recordPickerSource } from '../../resource/record-picker-api';
import { columnSx } from '../../ui/layout';
import { EntityPicker } from '../../ui/pickers/entity-picker';
import { SizedDialog } from '../../ui/sized-dialog';
import { useVideoUpload } from '../catalogue/videos/video-upload-api';
import { UploadProgress } from '../catalogue/videos/video-upload-dialog';
import { ASSETS_KEY, useStartRender } from './a2v-api';

const advertisers = recordPickerSource('advertisers');
const brands = recordPickerSource('brands');

/** Uploads one audio file resumably (tus) for an advertiser; the server probes it and refuses anything but audio. */
export function AssetUploadDialog({ onClose }: { onClose: () => void }) {
  const upload = useVideoUpload(A2V_API.assetUpload, ASSETS_KEY);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<(typeof ASSET_KINDS)[number]>('AD');
  const [advertiserId, setAdvertiserId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const busy = upload.state.kind === 'uploading' || upload.state.kind === 'paused';
  const ready = file !== null && name.trim() !== '' && advertiserId !== null;
  const send = () => file && advertiserId && upload.start(file, { name: name.trim(), kind, advertiserId });
  return (
    <SizedDialog
      width={DIALOG_WIDTHS.video}
      onClose={busy ? undefined : onClose}
      title={ASSET_SCREEN.uploadTitle}
    >
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        <EntityPicker
          source={advertisers}
          required
          disabled={busy}
          value={advertiserId}
          onChange={setAdvertiserId}
        />
        <TextField
          label={ASSET_SCREEN.name}
          required
          value={name}
          disabled={busy}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          select
          label={ASSET_SCREEN.kind}
          value={kind}
          disabled={busy}
          onChange={(event) => setKind(event.target.value as typeof kind)}
        >
          {ASSET_KINDS.map((key) => (
            <MenuItem key={key} value={key}>
              {ASSET_KIND_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="file"
          label={ASSET_SCREEN.file}
          required
          disabled={busy}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: 'audio/*' } }}
          onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <UploadProgress upload={upload} done={ASSET_SCREEN.uploaded} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button variant="contained" disabled={busy || !ready} onClick={send}>
          {ASSET_SCREEN.upload}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}

/** An asset, a brand and the network's template into a video creative: the render starts in the background. */
export function RenderDialog({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const [name, setName] = useState(`${asset.name} (video)`);
  const [brandId, setBrandId] = useState<number | null>(null);
  const start = useStartRender(onClose);
  return (
    <SizedDialog width={DIALOG_WIDTHS.video} onClose={onClose} title={RENDER_SCREEN.title}>
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        <Typography variant="body2">
          {RENDER_SCREEN.asset}: {asset.name} ({asset.advertiser.name})
        </Typography>
        <TextField
          label={RENDER_SCREEN.name}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <EntityPicker
          source={brands}
          label={RENDER_SCREEN.brand}
          required
          value={brandId}
          onChange={setBrandId}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={brandId === null || name.trim() === '' || start.isPending}
          onClick={() => brandId && start.mutate({ name: name.trim(), assetId: asset.id, brandId })}
        >
          {RENDER_SCREEN.start}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
