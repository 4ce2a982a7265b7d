import type { Deal } from '@adcast/domain/demand/deals';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDealOpenRtb } from './deal-api';

export const OPENRTB_PANEL_TITLE = 'What bidders receive';

/** The saved deal as an OpenRTB 2.6 bid request carries it in `imp.pmp.deals[]`, read only. */
export function DealOpenRtbPanel({ deal }: { deal: Deal }) {
  const openRtb = useDealOpenRtb(deal.id, deal.version);
  const titleId = `deal-openrtb-${deal.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth: 720 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {OPENRTB_PANEL_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The deal as bid requests carry it in imp.pmp.deals[] (OpenRTB 2.6).
      </Typography>
      <Box
        component="pre"
        aria-label="OpenRTB deal"
        sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
      >
        {openRtb.data ? JSON.stringify(openRtb.data, null, 2) : '…'}
      </Box>
    </Paper>
  );
}
