import type { DemandPartner } from '@adcast/domain/demand/partners';
import { DP_REVENUE_API } from '@adcast/domain/demand/revenue/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { ButtonLink } from '../../../ui/button-link';
import {
  useFollowing,
  useFollowWrite,
  useRevenueImportPreview,
  useRevenueImports,
  useRevenueUpload,
  useSupportedImports,
} from './discrepancy-api';
import { DiscrepancyFlag } from './discrepancy-flag';
import { ImportFormats } from './import-formats';
import { RevenueImportPreviewView } from './revenue-import-preview';

function FollowButton({ dpId }: { dpId: number }) {
  const following = useFollowing(dpId).data?.following;
  const write = useFollowWrite(dpId);
  if (following === undefined) return null;
  return (
    <Button
      size="small"
      variant={following ? 'outlined' : 'contained'}
      disabled={write.isPending}
      onClick={() =>
        write.mutate({
          method: 'PUT',
          path: DP_REVENUE_API.follow(dpId),
          body: { following: !following },
          notice: following
            ? 'You no longer follow this partner'
            : 'You will be mailed this partner’s flagged days',
          fallback: 'The follow could not be changed',
        })
      }
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}

/** Revenue reconciliation on a partner's page: threshold, latest flagged day, follow, formats, imports. */
export function PartnerRevenuePanel({ partner }: { partner: DemandPartner }) {
  const can = useCan();
  const canEdit = can('DEMAND_PARTNERS_EDIT') && partner.status !== 'ARCHIVED';
  const formats = useSupportedImports(partner.id).data ?? [];
  const imports = useRevenueImports(partner.id).data ?? [];
  const [formatId, setFormatId] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const upload = useRevenueUpload(partner.id);
  const latest = shownId ?? imports[0]?.id ?? null;
  const preview = useRevenueImportPreview(partner.id, latest).data;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
      aria-label="Revenue reconciliation"
      component="section"
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          Revenue reconciliation
        </Typography>
        {canEdit && <FollowButton dpId={partner.id} />}
        <ButtonLink to="/demand/discrepancies">Open discrepancies</ButtonLink>
      </Box>
      <Typography>
        Threshold {partner.discrepancyThresholdPct} % · Latest flagged day:{' '}
        <DiscrepancyFlag day={partner.discrepancyFlaggedOn} />
      </Typography>
      <ImportFormats dpId={partner.id} formats={formats} canEdit={canEdit} />
      {canEdit && formats.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Format"
            value={formatId}
            onChange={(event) => setFormatId(Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            {formats.map((format) => (
              <MenuItem key={format.id} value={format.id}>
                {format.name}
              </MenuItem>
            ))}
          </TextField>
          <Button component="label" size="small" variant="outlined">
            {file ? file.name : 'Choose CSV or XLSX'}
            <input
              hidden
              type="file"
              aria-label="Revenue file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Button
            size="small"
            variant="contained"
            disabled={formatId === '' || !file || upload.isPending}
            onClick={() =>
              formatId !== '' &&
              file &&
              upload.mutate({ formatId, file }, { onSuccess: (started) => setShownId(started.id) })
            }
          >
            Upload
          </Button>
        </Box>
      )}
      {imports.length > 0 && (
        <TextField
          select
          size="small"
          label="Import"
          value={latest ?? ''}
          onChange={(event) => setShownId(Number(event.target.value))}
          sx={{ maxWidth: 420 }}
        >
          {imports.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.fileName} — {item.status}
            </MenuItem>
          ))}
        </TextField>
      )}
      {preview && <RevenueImportPreviewView dpId={partner.id} preview={preview} canEdit={canEdit} />}
    </Paper>
  );
}
