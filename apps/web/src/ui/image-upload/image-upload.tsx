import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type ImageRules, imageFileError } from './image-file';

export interface ImageUploadProps {
  label: string;
  file: File | null;
  /** The image the record has now, shown until a file is chosen. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  rules: ImageRules;
  /** Part 2 §5: the size in MB is a label only. */
  sizeLabel?: string;
  disabled?: boolean;
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Part 2 §2 image upload: a preview, the file's name and a delete button. A file the rules of §5
 * refuse (checked from its bytes) is removed and the reason shown.
 */
export function ImageUpload({
  label,
  file,
  currentUrl,
  onChange,
  rules,
  sizeLabel,
  disabled,
}: ImageUploadProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(file) ?? currentUrl ?? null;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const reason = await imageFileError(chosen, rules);
    setError(reason);
    onChange(reason === null ? chosen : null);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={`${label} preview`}
          sx={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Button
          component="label"
          htmlFor={inputId}
          size="small"
          startIcon={<UploadIcon />}
          disabled={disabled}
        >
          {label}
          <input
            id={inputId}
            type="file"
            hidden
            accept={rules.accept.join(',')}
            onChange={(event) => void choose(event)}
            aria-label={label}
          />
        </Button>
        {sizeLabel && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {sizeLabel}
          </Typography>
        )}
        {file && (
          <Typography variant="body2" noWrap title={file.name}>
            {file.name}
            <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Typography>
        )}
        {error && (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
