import Box from '@mui/material/Box';
import type { LinkOptions } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { useCan } from '../session/can';
import { ArchiveButton } from '../ui/archive-button';
import type { RecordFormProps } from '../ui/form-card';
import { SaveFailureProvider } from '../ui/form-errors';
import { Loaded } from '../ui/loaded';
import { statusColorOf } from '../ui/status-label';
import { Toolbar } from '../ui/toolbar';
import type { RecordResource, RecordRow } from './record-resource';
import { recordWrites, useRecord, useRecordSave, useRecordWrite } from './resource-api';

/** What a record type's form takes: the generic pages render any area's form through it. */

export interface RecordCreatePageProps<T extends RecordRow, I, U, P extends string, O extends I> {
  resource: RecordResource<T, I, U, P>;
  Form: ComponentType<RecordFormProps<I, O>>;
  initial: I;
  back: LinkOptions;
  /** Where the saved record opens. */
  openAfter: (saved: T) => LinkOptions;
}

/** A record type's create page: its title, its empty form, and Create. */
export function RecordCreatePage<T extends RecordRow, I, U, P extends string, O extends I>(
  props: RecordCreatePageProps<T, I, U, P, O>,
) {
  const { resource, Form } = props;
  const { save, saving, failure, navigate } = useRecordSave(resource, props.openAfter);
  const back = () => navigate(props.back);
  return (
    <SaveFailureProvider failure={failure}>
      <Toolbar title={resource.labels.create} onBack={back} />
      <Form
        initial={props.initial}
        submitLabel="Create"
        saving={saving}
        onCancel={back}
        onSubmit={(values) => save(recordWrites(resource).create(values))}
      />
    </SaveFailureProvider>
  );
}

export interface RecordEditPageProps<
  T extends RecordRow,
  I,
  U,
  P extends string,
  O extends Omit<U, 'version'>,
> {
  resource: RecordResource<T, I, U, P>;
  id: number;
  Form: ComponentType<RecordFormProps<I, O>>;
  /** The form's start from the record; the contract's `inputOf` when not given. */
  formOf?: (row: T) => I;
  back: (row: T) => LinkOptions;
  openAfter: (saved: T) => LinkOptions;
  /** Archive and unarchive from the page, with the status beside the title; the form is read-only when archived. */
  archivable?: boolean;
  /** The area's own part under the form (a deal's OpenRTB object). */
  below?: (row: T) => ReactNode;
  /** The record is read again every few seconds while this holds (its background work shows in flight). */
  busy?: (row: T) => boolean;
}

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A record type's edit page: the loaded record's form, saved over the version the user saw. */
export function RecordEditPage<T extends RecordRow, I, U, P extends string, O extends Omit<U, 'version'>>(
  props: RecordEditPageProps<T, I, U, P, O>,
) {
  const { resource, Form } = props;
  const record = useRecord(resource, props.id, props.busy);
  const { save, saving, failure, navigate } = useRecordSave(resource, props.openAfter);
  const can = useCan();
  return (
    <Loaded query={record} what={resource.what}>
      {(found) => {
        const back = () => navigate(props.back(found));
        const archived = found.status === 'ARCHIVED';
        const mayEdit = can(resource.permissions.edit);
        return (
          <SaveFailureProvider failure={failure}>
            <Toolbar
              // A user who may not edit sees the record read-only, under its plain name.
              title={mayEdit ? `Edit ${resource.what}` : upperFirst(resource.what)}
              nextTitle={resource.nameOf(found)}
              onBack={back}
              {...(props.archivable && {
                statusColor: statusColorOf(found.status),
                statusLabel: found.status,
                actions: can(resource.permissions.archive) && (
                  <RecordArchiveButton resource={resource} row={found} />
                ),
              })}
            />
            <Form
              key={found.version}
              initial={props.formOf ? props.formOf(found) : (resource.inputOf?.(found) as I)}
              submitLabel="Save"
              saving={saving}
              readOnly={props.archivable && (archived || !mayEdit)}
              archived={archived}
              onCancel={back}
              onSubmit={(values) => save(recordWrites(resource).update(found, values))}
            />
            {props.below && <Box sx={{ mt: 2 }}>{props.below(found)}</Box>}
          </SaveFailureProvider>
        );
      }}
    </Loaded>
  );
}

/** Archive, or bring back, the record after the user confirms. */
export function RecordArchiveButton<T extends RecordRow, I, U, P extends string>({
  resource,
  row,
  unarchiveLabel,
}: {
  resource: RecordResource<T, I, U, P>;
  row: T;
  unarchiveLabel?: string;
}): ReactNode {
  const write = useRecordWrite(resource);
  const archived = row.status === 'ARCHIVED';
  return (
    <ArchiveButton
      archived={archived}
      what={resource.what}
      unarchiveLabel={unarchiveLabel}
      disabled={write.isPending}
      onConfirm={() => write.mutate(recordWrites(resource).archive(row, !archived))}
    />
  );
}
