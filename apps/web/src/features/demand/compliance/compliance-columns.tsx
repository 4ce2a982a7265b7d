import {
  APPROVAL_STATUS_OPTIONS,
  type Approval,
  INVENTORY_KIND_OPTIONS,
} from '@adcast/domain/demand/compliance';
import { optionOf } from '@adcast/domain/enumerations';
import { actionsColumn, statusOptionColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { DateWithTime } from '../../../ui/date-with-time';

export const approvalName = (row: Approval) => `${row.demandPartner.displayName}: ${row.inventory.name}`;

/** The approvals list's columns; the partner's column only where several partners are listed. */
export function approvalColumns(options: {
  withPartner: boolean;
  onSet?: (row: Approval) => void;
}): DataColumn<Approval>[] {
  const status = {
    ...statusOptionColumn<Approval, Approval['status']>(APPROVAL_STATUS_OPTIONS),
    sortProperty: undefined,
  };
  return [
    {
      id: 'inventory',
      label: 'Domain or app',
      wrap: true,
      render: (row) =>
        row.inventory.title ? `${row.inventory.title} (${row.inventory.name})` : row.inventory.name,
    },
    ...(options.withPartner
      ? [{ id: 'partner', label: 'Demand partner', render: (row: Approval) => row.demandPartner.displayName }]
      : []),
    { id: 'kind', label: 'Type', render: (row) => optionOf(INVENTORY_KIND_OPTIONS, row.kind)?.label },
    { id: 'publisher', label: 'Publisher', render: (row) => row.publisher.name },
    status,
    { id: 'requestedOn', label: 'Requested', render: (row) => <DateWithTime value={row.requestedOn} /> },
    { id: 'decidedOn', label: 'Decided', render: (row) => row.decidedOn ?? '' },
    { id: 'note', label: 'Note', wrap: true, render: (row) => row.note ?? '' },
    ...(options.onSet
      ? [
          actionsColumn<Approval>(approvalName, (row) => [
            { label: 'Set approval', onSelect: () => options.onSet?.(row) },
          ]),
        ]
      : []),
  ];
}
