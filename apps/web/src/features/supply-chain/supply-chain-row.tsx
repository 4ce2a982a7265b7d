import type { SupplyChainRow } from '@adcast/domain/supply-chain/supply-chain';
import { SUPPLY_CHAIN_LABELS as L } from '@adcast/domain/supply-chain/supply-chain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateWithTime } from '../../ui/date-with-time';

function Side({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="h4">
        {title}
      </Typography>
      <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

const mono = { fontFamily: 'monospace', fontSize: 13 } as const;

/** One publisher with one partner: the four sources side by side, then what does not agree. */
export function SupplyChainRowCard({ row, title }: { row: SupplyChainRow; title: ReactNode }) {
  const partner = row.partnerSellersJson;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={`Supply chain of ${row.publisher.name} with ${row.partner.name}`}
      role="group"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        {row.mismatches.length === 0 ? (
          <Chip size="small" color="success" label={L.consistent} />
        ) : (
          <Chip
            size="small"
            color="warning"
            label={`${row.mismatches.length} ${L.mismatches.toLowerCase()}`}
          />
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Side title={L.ourEntry}>
          {row.ourEntry ? (
            <>
              <Box sx={mono}>{row.ourEntry.sellerId}</Box>
              {row.ourEntry.sellerType}
              {row.ourEntry.confidential && ' · confidential'}
            </>
          ) : (
            'No seller id'
          )}
        </Side>
        <Side title={L.files}>
          {row.files.length === 0 && 'No domain or app'}
          {row.files.map((file) => (
            <Box key={`${file.kind}-${file.id}`} sx={{ mb: 1 }}>
              <strong>{file.name}</strong>{' '}
              {file.crawledAt ? <DateWithTime value={file.crawledAt} /> : '(never crawled)'}
              {file.lines.map((line) => (
                <Box key={line.line} sx={mono}>
                  {line.line}: {line.domain}, {line.accountId}, {line.relationship}
                </Box>
              ))}
            </Box>
          ))}
        </Side>
        <Side title={L.connections}>
          {row.connections.map((connection) => (
            <Box key={connection.id}>
              {connection.name}:{' '}
              <Box component="span" sx={mono}>
                {connection.schainAsi}
              </Box>
            </Box>
          ))}
        </Side>
        <Side title={L.partnerSellersJson}>
          <Box>{partner.status}</Box>
          {partner.ourEntry && (
            <Box sx={mono}>
              {partner.ourEntry.sellerId} · {partner.ourEntry.sellerType}
              {partner.ourEntry.confidential && ' · confidential'}
            </Box>
          )}
        </Side>
      </Box>
      {row.mismatches.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.mismatches.map((mismatch) => (
              <li key={mismatch.message}>{mismatch.message}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Paper>
  );
}
