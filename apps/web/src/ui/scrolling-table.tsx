import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import type { ReactNode } from 'react';

/**
 * A small table that may be wider than a phone: it scrolls inside its card, never the page, and the
 * keyboard can reach it to scroll (a named region).
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </Box>
  );
}
