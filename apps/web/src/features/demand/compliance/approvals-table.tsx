import {
  APPROVAL_IMPORT_COLUMNS,
  APPROVAL_STATUS_OPTIONS,
  type Approval,
  type ApprovalKey,
  type ApprovalStatus,
  INVENTORY_KIND_OPTIONS,
  type InventoryKind,
} from '@adcast/domain/demand/compliance';
import { COMPLIANCE_API } from '@adcast/domain/demand/compliance-paths';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CsvImportButton } from '../../../resource/csv-import-button';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { useCan } from '../../../session/can';
import { DataTable } from '../../../ui/data-table/data-table';
import { useRowSelection } from '../../../ui/data-table/row-selection';
import { ExportButton } from '../../../ui/export-button';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { ApprovalDialog } from './approval-dialog';
import { COMPLIANCE_KEY, downloadApprovals, useApprovalsPage } from './compliance-api';
import { approvalColumns, approvalName } from './compliance-columns';
import { RequestDialog } from './request-dialog';

const keyOf = (row: Approval): ApprovalKey => ({
  demandPartnerId: row.demandPartner.id,
  kind: row.kind,
  inventoryId: row.inventory.id,
});

type Editing = { items: ApprovalKey[]; status?: ApprovalStatus; note?: string | null };

/**
 * Approvals, pending longest first, with filters, bulk approve and reject, and (for one partner)
 * its CSV import and export. `partnerId`: one partner's approvals (its details page).
 */
export function ApprovalsTable({ partnerId }: { partnerId?: number }) {
  const can = useCan();
  const mayEdit = can('COMPLIANCE_EDIT');
  const [partnerIds, setPartnerIds] = useState<number[]>([]);
  const [publisherIds, setPublisherIds] = useState<number[]>([]);
  const [status, setStatus] = useState<ApprovalStatus | ''>('PENDING');
  const [kind, setKind] = useState<InventoryKind | ''>('');
  const [paging, setPaging] = useState({ page: 0, size: 25 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [requesting, setRequesting] = useState(false);
  const selection = useRowSelection<number>();
  const page = useApprovalsPage(
    {
      ...paging,
      ...(partnerIds.length && { demandPartnerIds: partnerIds }),
      ...(publisherIds.length && { publisherIds }),
      ...(status && { status: [status] }),
      ...(kind && { kind }),
    },
    partnerId,
  );
  const rows = page.data?.content ?? [];
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPaging({ ...paging, page: 0 });
      selection.clear();
    };
  const chosen = () => rows.filter((row) => selection.selected.includes(row.id)).map(keyOf);
  const onePartner = partnerId ?? (partnerIds.length === 1 ? partnerIds[0] : undefined);
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        {partnerId === undefined && (
          <EntityPicker
            multiple
            source={recordPickerSource('demand-partners')}
            value={partnerIds}
            onChange={filtered((ids: number[]) => setPartnerIds(ids))}
          />
        )}
        <EntityPicker
          multiple
          source={recordPickerSource('publishers')}
          value={publisherIds}
          onChange={filtered((ids: number[]) => setPublisherIds(ids))}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => filtered(setStatus)(event.target.value as ApprovalStatus | '')}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">All</MenuItem>
          {APPROVAL_STATUS_OPTIONS.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Type"
          value={kind}
          onChange={(event) => filtered(setKind)(event.target.value as InventoryKind | '')}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="">All</MenuItem>
          {INVENTORY_KIND_OPTIONS.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        label="Approvals"
        columns={approvalColumns({
          withPartner: partnerId === undefined,
          onSet: mayEdit
            ? (row) => setEditing({ items: [keyOf(row)], status: row.status, note: row.note })
            : undefined,
        })}
        rows={rows}
        rowKey={(row) => row.id}
        rowName={approvalName}
        total={page.data?.totalElements ?? 0}
        loading={page.isFetching}
        page={paging.page}
        size={paging.size}
        onPageChange={(next) => setPaging({ ...paging, page: next })}
        onSizeChange={(size) => setPaging({ page: 0, size })}
        tools={
          <>
            {mayEdit && (
              <Button size="small" onClick={() => setRequesting(true)}>
                Request approvals
              </Button>
            )}
            {onePartner !== undefined && <ExportButton onExport={() => downloadApprovals(onePartner)} />}
            {onePartner !== undefined && mayEdit && (
              <CsvImportButton
                resource={{ key: COMPLIANCE_KEY, labels: { plural: 'Approvals' } }}
                path={COMPLIANCE_API.partnerCsv(onePartner)}
                columns={APPROVAL_IMPORT_COLUMNS.map((column) => column.label)}
              />
            )}
          </>
        }
        selection={mayEdit ? selection : undefined}
        selectionActions={
          <>
            <Button size="small" onClick={() => setEditing({ items: chosen(), status: 'APPROVED' })}>
              Approve
            </Button>
            <Button size="small" onClick={() => setEditing({ items: chosen(), status: 'REJECTED' })}>
              Reject
            </Button>
          </>
        }
      />
      {editing && <ApprovalDialog {...editing} onClose={() => setEditing(null)} onDone={selection.clear} />}
      {requesting && <RequestDialog partnerId={partnerId} onClose={() => setRequesting(false)} />}
    </>
  );
}
