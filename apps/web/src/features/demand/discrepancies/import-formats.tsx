import {
  REVENUE_COLUMN_LABELS,
  type SupportedImport,
  SupportedImportInputSchema,
} from '@adcast/domain/demand/revenue/imports';
import { DP_REVENUE_API } from '@adcast/domain/demand/revenue/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSupportedImportWrite } from './discrepancy-api';

const EMPTY = { name: '', day: 'Date', impressions: 'Impressions', revenue: 'Revenue', publisherId: '' };
type Draft = typeof EMPTY;
const FIELDS = ['day', 'impressions', 'revenue', 'publisherId'] as const;

const mappingOf = (format: SupportedImport) =>
  FIELDS.flatMap((field) =>
    format.columns[field] ? [`${REVENUE_COLUMN_LABELS[field]} ← "${format.columns[field]}"`] : [],
  ).join(', ');

/** The partner's import formats (named column mappings) and a form to add or edit one. */
export function ImportFormats({
  dpId,
  formats,
  canEdit,
}: {
  dpId: number;
  formats: readonly SupportedImport[];
  canEdit: boolean;
}) {
  const write = useSupportedImportWrite(dpId);
  const [editing, setEditing] = useState<SupportedImport | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const open = (format: SupportedImport | null) => {
    setEditing(format);
    setErrors([]);
    setDraft(
      format
        ? { name: format.name, ...format.columns, publisherId: format.columns.publisherId ?? '' }
        : EMPTY,
    );
  };
  const save = () => {
    if (!draft) return;
    const { name, ...columns } = draft;
    const parsed = SupportedImportInputSchema.safeParse({ name, columns });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    write.mutate(
      editing
        ? {
            method: 'PUT',
            path: DP_REVENUE_API.supportedImport(dpId, editing.id),
            body: { ...parsed.data, version: editing.version },
            notice: 'Import format saved',
            fallback: 'The import format could not be saved',
          }
        : {
            method: 'POST',
            path: DP_REVENUE_API.supportedImports(dpId),
            body: parsed.data,
            notice: 'Import format added',
            fallback: 'The import format could not be added',
          },
      { onSuccess: () => setDraft(null) },
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">Import formats</Typography>
      {formats.length === 0 && <Typography color="text.secondary">No import format yet.</Typography>}
      {formats.map((format) => (
        <Box key={format.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            <strong>{format.name}</strong>: {mappingOf(format)}
          </Typography>
          {canEdit && (
            <Button size="small" onClick={() => open(format)}>
              Edit
            </Button>
          )}
        </Box>
      ))}
      {canEdit && !draft && (
        <Button size="small" sx={{ justifySelf: 'start' }} onClick={() => open(null)}>
          Add import format
        </Button>
      )}
      {draft && (
        <Box component="form" aria-label="Import format" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Format name"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          {FIELDS.map((field) => (
            <TextField
              key={field}
              size="small"
              label={`${REVENUE_COLUMN_LABELS[field]} column${field === 'publisherId' ? ' (optional)' : ''}`}
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          ))}
          <Button variant="contained" size="small" onClick={save}>
            Save format
          </Button>
          <Button size="small" onClick={() => setDraft(null)}>
            Cancel
          </Button>
          {errors.map((message) => (
            <Typography key={message} color="error" variant="body2" sx={{ width: '100%' }}>
              {message}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
