import Paper from '@mui/material/Paper';
import { Toolbar } from '../../../ui/toolbar';
import { ApprovalsTable } from './approvals-table';

/** /demand/compliance: every partner's approvals of publisher domains and apps, pending longest first. */
export function CompliancePage() {
  return (
    <>
      <Toolbar title="Compliance" />
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <ApprovalsTable />
      </Paper>
    </>
  );
}
