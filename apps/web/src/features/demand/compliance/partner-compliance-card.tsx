import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { ApprovalsTable } from './approvals-table';

/** A demand partner's approvals of publisher domains and apps, on its details page. */
export function PartnerComplianceCard({ partnerId }: { partnerId: number }) {
  return (
    <Card>
      <CardHeader title="Compliance" />
      <CardContent>
        <ApprovalsTable partnerId={partnerId} />
      </CardContent>
    </Card>
  );
}
