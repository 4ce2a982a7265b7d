import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ADS_TXT_PAGE_MESSAGES as M } from './ads-txt-api';

/** The needed lines a file lacks, as one block to paste into it, with a copy button. */
export function MissingLinesBlock({ block }: { block: string }) {
  const [copied, setCopied] = useState(false);
  if (block === '') return <Typography variant="body2">{M.allPresent}</Typography>;
  const copy = () =>
    void navigator.clipboard?.writeText(block).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Box>
      <Typography variant="subtitle2">{M.missingBlock}</Typography>
      <Box
        component="pre"
        aria-label={M.missingBlock}
        sx={{ p: 1, m: 0, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, whiteSpace: 'pre' }}
      >
        {block}
      </Box>
      <Button size="small" onClick={copy}>
        {copied ? M.copied : M.copy}
      </Button>
    </Box>
  );
}
