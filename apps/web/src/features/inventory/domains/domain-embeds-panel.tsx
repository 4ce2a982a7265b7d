import type { DomainEmbed } from '@adcast/domain/tags/embeds';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from '../../../api/toast-store';
import { useDomainEmbeds } from './domain-embeds-api';

export const EMBEDS_TITLE = 'Embed codes';

const copy = (what: string, text: string) =>
  void navigator.clipboard
    ?.writeText(text)
    .then(() => toast.success(`${what} copied`))
    .catch(() => toast.error('Copy failed: select the text and copy it'));

/** A block of code with its copy button; long lines scroll inside it, so the page keeps its width at 390 px. */
function CodeBlock({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copy(label, text)}>
          Copy
        </Button>
      </Stack>
      <Box
        component="pre"
        aria-label={label}
        sx={{ p: 1, m: 0, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, whiteSpace: 'pre' }}
      >
        {text}
      </Box>
    </Box>
  );
}

function EmbedOf({ embed }: { embed: DomainEmbed }) {
  return (
    <Stack spacing={1} component="article" aria-label={embed.placementName}>
      <Typography variant="subtitle1" component="h3">
        {embed.placementName}
      </Typography>
      <CodeBlock label={`VAST tag of ${embed.placementName}`} text={embed.tagUrl} />
      <CodeBlock label={`Player snippet of ${embed.placementName}`} text={embed.html} />
    </Stack>
  );
}

/** What the publisher pastes on this domain's pages: per active placement, its VAST tag and a player snippet. */
export function DomainEmbedsPanel({ domainId }: { domainId: number }) {
  const embeds = useDomainEmbeds(domainId).data ?? [];
  const titleId = `domain-embeds-${domainId}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 3, maxWidth: 720, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {EMBEDS_TITLE}
      </Typography>
      {embeds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          The publisher has no active placement yet.
        </Typography>
      ) : (
        <Stack spacing={3}>
          {embeds.map((embed) => (
            <EmbedOf key={embed.placementId} embed={embed} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
