import { defaultRange } from '@adcast/domain/date-ranges';
import type { DiscrepancyQueryInput } from '@adcast/domain/demand/revenue/discrepancy';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { DateRangeSelector, type DateSelection } from '../../../ui/date-range-selector';
import { ExportButton } from '../../../ui/export-button';
import { stackSx } from '../../../ui/layout';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { Toolbar } from '../../../ui/toolbar';
import { discrepancyQuery, exportDiscrepancies } from './discrepancy-api';
import { DiscrepancyTable } from './discrepancy-table';

const partnerSource = recordPickerSource('demand-partners');

/** Demand → Discrepancies: our impressions and revenue against each partner's own report, day by day. */
export function DiscrepanciesPage({ now = () => new Date() }: { now?: () => Date }) {
  const [selection, setSelection] = useState<DateSelection>(() => ({
    range: defaultRange(now()),
    compare: false,
  }));
  const [weekly, setWeekly] = useState(false);
  const [partnerIds, setPartnerIds] = useState<number[]>([]);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const query: DiscrepancyQueryInput = {
    dateFrom: selection.range.dateFrom,
    dateTo: selection.range.dateTo,
    demandPartnerIds: partnerIds,
    flaggedOnly,
  };
  const result = useQuery(discrepancyQuery(query));
  const rows = result.data?.content ?? [];
  return (
    <>
      <Toolbar title="Discrepancies" actions={<ExportButton onExport={() => exportDiscrepancies(query)} />} />
      <Box sx={stackSx}>
        <DateRangeSelector
          value={selection}
          onChange={setSelection}
          weekly={weekly}
          onWeeklyChange={setWeekly}
          withCompare={false}
          now={now}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 280px', maxWidth: 520 }}>
            <EntityPicker
              source={partnerSource}
              multiple
              value={partnerIds}
              onChange={setPartnerIds}
              label="Demand partners"
            />
          </Box>
          <FormControlLabel
            control={
              <Switch checked={flaggedOnly} onChange={(event) => setFlaggedOnly(event.target.checked)} />
            }
            label="Flagged days only"
          />
        </Box>
        <Paper variant="outlined">
          {result.isError && (
            <Typography color="error" sx={{ p: 2 }}>
              The discrepancies could not be loaded.
            </Typography>
          )}
          {result.isSuccess && rows.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              No partner figures for these days. Import a partner's revenue report on its page.
            </Typography>
          ) : (
            <DiscrepancyTable rows={rows} />
          )}
        </Paper>
      </Box>
    </>
  );
}
