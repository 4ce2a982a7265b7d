import {
  CHANGE_ENTITY_TYPES,
  type ChangelogEntry,
  readableChangesOf,
} from '@adcast/domain/changelog/changelog';
import { changelogSubjectOf, revertPermissionOf } from '@adcast/domain/contracts/registry';
import { labelOfKey } from '@adcast/domain/enumerations';
import { formatDateTime, truncate } from '@adcast/domain/format';
import type { Permission } from '@adcast/domain/permissions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { LinkOptions } from '@tanstack/react-router';
import { subjectLink } from '../../resource/record-link';
import type { DataColumn } from '../../ui/data-table/data-table';
import { RecordLink } from '../../ui/record-link';

/** Where a changed record opens, for the record types that have a page (from the registry's subjects). */
function linkOf(change: ChangelogEntry): LinkOptions | undefined {
  const screen = changelogSubjectOf(change.entityType)?.screen;
  return screen && subjectLink(screen, change.entityId, change.entityName);
}

const typeLabel = (type: string) => CHANGE_ENTITY_TYPES.find((entry) => entry.key === type)?.label ?? type;

/** Each changed field by its label, its values as the screens show them. */
function FieldChanges({ change }: { change: ChangelogEntry }) {
  const changes = readableChangesOf(change);
  if (changes.length === 0) return '—';
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 520, overflowWrap: 'anywhere' }}>
      {changes.map((field) => (
        <li key={field.field}>
          <strong>{field.label}</strong>: {truncate(field.before)} → {truncate(field.after)}
        </li>
      ))}
    </Box>
  );
}

export interface ChangeColumnActions {
  /** Filters the list to one user's changes. */
  onUser: (user: { id: number; name: string }) => void;
  onRevert: (change: ChangelogEntry) => void;
  /** Whether the signed-in mask holds a permission: Revert shows only where the revert would be allowed. */
  can: (permission: Permission) => boolean;
}

/** The changelog: when, who, which record (linked), the action, the fields before → after, Revert. */
export function changeColumns({ onUser, onRevert, can }: ChangeColumnActions): DataColumn<ChangelogEntry>[] {
  return [
    {
      id: 'at',
      label: 'When',
      render: (change) => <time dateTime={change.at}>{formatDateTime(change.at)}</time>,
    },
    {
      id: 'user',
      label: 'Who',
      render: (change) =>
        change.user ? (
          <Link component="button" type="button" onClick={() => change.user && onUser(change.user)}>
            {change.user.name}
          </Link>
        ) : (
          'System'
        ),
    },
    { id: 'entityType', label: 'Type', render: (change) => typeLabel(change.entityType) },
    {
      id: 'entityName',
      label: 'Record',
      phone: true,
      wrap: true,
      render: (change) => (
        <RecordLink link={linkOf(change)} text={change.entityName ?? `#${change.entityId}`} />
      ),
    },
    { id: 'action', label: 'Action', render: (change) => labelOfKey(change.action) },
    {
      id: 'changes',
      label: 'Changes',
      wrap: true,
      render: (change) => <FieldChanges change={change} />,
    },
    {
      id: 'actions',
      label: 'Revert',
      labelHidden: true,
      align: 'right',
      render: (change) => {
        const permission = revertPermissionOf(change);
        return (
          permission &&
          can(permission) && (
            <Button size="small" onClick={() => onRevert(change)}>
              Revert
            </Button>
          )
        );
      },
    },
  ];
}
