import { CHANGELOG_MESSAGES, type ChangelogEntry } from '@adcast/domain/changelog/changelog';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table/data-table';
import { pageRows, useLocalPaging } from '../../ui/data-table/local-paging';
import { changeColumns } from './change-columns';
import { revertRequest, useChanges, useRevert } from './changelog-api';

/** The changelog tab of a record's details: its own changes, newest first, each revertible from its row. */
export function RecordChanges({ entityType, entityId }: { entityType: string; entityId: number }) {
  const paging = useLocalPaging();
  const changes = useChanges({ entityType, entityId, page: paging.page, size: paging.size });
  const revert = useRevert();
  const can = useCan();
  const [pending, setPending] = useState<ChangelogEntry | null>(null);
  // The record is the page's own: its type and name would repeat on every row.
  const columns = changeColumns({ onUser: () => {}, onRevert: setPending, can }).filter(
    (column) => column.id !== 'entityType' && column.id !== 'entityName',
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <DataTable
          label="Changes"
          columns={columns}
          rowKey={(change) => change.id}
          {...pageRows(changes)}
          {...paging}
        />
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        text={pending ? CHANGELOG_MESSAGES.confirmRevert(pending.entityName ?? `#${pending.entityId}`) : ''}
        confirmLabel="Revert"
        onConfirm={() => {
          if (pending) revert.mutate(revertRequest(pending));
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
