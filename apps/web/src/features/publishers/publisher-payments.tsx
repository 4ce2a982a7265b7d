import { formatDate } from '@adcast/domain/format';
import {
  formatPaymentAmount,
  PAYMENT_COLUMN_LABELS,
  PAYMENTS_PAGE_SIZES,
  PAYOUT_MESSAGES,
} from '@adcast/domain/publishers/payouts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RoutePending } from '../../ui/route-pending';
import { payoutFailureOf as failureOf, payeeSetupQuery, paymentsQuery } from './payouts-api';

/**
 * The publisher's payouts: Tipalti's payee set-up page (payment method, tax forms) in a frame, and
 * its payments history; without Tipalti configured on the server, a notice says so.
 */
export function PublisherPayments({ publisherId }: { publisherId: number }) {
  const setup = useQuery(payeeSetupQuery(publisherId));
  if (setup.isPending) return <RoutePending />;
  if (setup.isError) return <Alert severity="error">{failureOf(setup.error)}</Alert>;
  if (!setup.data.configured || !setup.data.url)
    return <Alert severity="info">{PAYOUT_MESSAGES.notConfigured}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="iframe"
          title="Tipalti payee set-up"
          src={setup.data.url}
          sx={{ display: 'block', width: '100%', height: { xs: 640, md: 720 }, border: 0 }}
        />
      </Paper>
      <PaymentsHistory publisherId={publisherId} />
    </Box>
  );
}

function PaymentsHistory({ publisherId }: { publisherId: number }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAYMENTS_PAGE_SIZES[0]);
  const payments = useQuery(paymentsQuery(publisherId, page, size));
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Payments
      </Typography>
      {payments.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {failureOf(payments.error)}
        </Alert>
      ) : payments.isPending ? (
        <RoutePending />
      ) : payments.data.content.length === 0 ? (
        <Typography sx={{ p: 2 }}>{PAYOUT_MESSAGES.noPayments}</Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Payments">
              <TableHead>
                <TableRow>
                  <TableCell>{PAYMENT_COLUMN_LABELS.date}</TableCell>
                  <TableCell>{PAYMENT_COLUMN_LABELS.refCode}</TableCell>
                  <TableCell align="right">{PAYMENT_COLUMN_LABELS.amount}</TableCell>
                  <TableCell>{PAYMENT_COLUMN_LABELS.status}</TableCell>
                  <TableCell>{PAYMENT_COLUMN_LABELS.method}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.data.content.map((payment) => (
                  <TableRow key={payment.refCode}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.date)}</TableCell>
                    <TableCell>{payment.refCode}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPaymentAmount(payment.amount, payment.currency)}
                    </TableCell>
                    <TableCell>{payment.status}</TableCell>
                    <TableCell>{payment.method ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <TablePagination
            component="div"
            count={payments.data.totalElements}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[...PAYMENTS_PAGE_SIZES]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Paper>
  );
}
