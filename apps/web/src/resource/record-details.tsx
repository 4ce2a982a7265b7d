import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCan } from '../session/can';
import { ButtonLink } from '../ui/button-link';
import { useNavigateBack } from '../ui/list-return';
import { Loaded } from '../ui/loaded';
import { statusColorOf } from '../ui/status-label';
import { Toolbar } from '../ui/toolbar';
import { RecordArchiveButton } from './record-form-pages';
import type { RecordResource, RecordRow } from './record-resource';
import { useRecord } from './resource-api';

/** A record's page once it has loaded; a notice when it is missing or hidden from the user. */
export function RecordDetails<T extends RecordRow, I, U, P extends string>(props: {
  resource: RecordResource<T, I, U, P>;
  id: number;
  children: (row: T) => ReactNode;
}) {
  return (
    <Loaded query={useRecord(props.resource, props.id)} what={props.resource.what}>
      {props.children}
    </Loaded>
  );
}

export interface RecordDetailsToolbarProps<T extends RecordRow, I, U, P extends string> {
  resource: RecordResource<T, I, U, P>;
  row: T;
  subtitle: string;
  /** Where Back goes; a list opens as it was left. */
  back: LinkOptions;
  /** The edit page, offered while the record is not archived to users who may edit. */
  edit: LinkOptions;
  /** Buttons of the area's own between Edit and Archive. */
  actions?: ReactNode;
  unarchiveLabel?: string;
}

/** A record's title with its status, back, Edit and Archive (or its unarchive) for users who may. */
export function RecordDetailsToolbar<T extends RecordRow, I, U, P extends string>(
  props: RecordDetailsToolbarProps<T, I, U, P>,
) {
  const { resource, row } = props;
  const can = useCan();
  const navigateBack = useNavigateBack();
  return (
    <Toolbar
      title={resource.nameOf(row)}
      subtitle={props.subtitle}
      statusColor={statusColorOf(row.status)}
      statusLabel={row.status}
      onBack={() => navigateBack(props.back)}
      actions={
        <>
          {can(resource.permissions.edit) && row.status !== 'ARCHIVED' && (
            <ButtonLink variant="contained" {...props.edit}>
              Edit
            </ButtonLink>
          )}
          {props.actions}
          {can(resource.permissions.archive) && (
            <RecordArchiveButton resource={resource} row={row} unarchiveLabel={props.unarchiveLabel} />
          )}
        </>
      }
    />
  );
}
