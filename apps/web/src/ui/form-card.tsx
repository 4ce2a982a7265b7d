import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ConflictFields, SaveFailureAlert, useSaveFailure } from './form-errors';
import { columnSx } from './layout';
import { UnsavedChangesGuard } from './unsaved-changes';

/** A form checked by a domain schema on every change, so the submit button knows when it may be used. */
export function useZodForm<I extends FieldValues, O>(schema: z.ZodType<O, I>, defaultValues: I) {
  return useForm<I, unknown, O>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    mode: 'all',
  });
}

/** What an editor's form takes from its page: the values to start from and what to do with the result. */
export interface RecordFormProps<I, O> {
  initial: I;
  submitLabel: string;
  saving: boolean;
  /** No Save: the user may not edit, or the record is archived. */
  readOnly?: boolean;
  /** The record is archived (its Status field says so). */
  archived?: boolean;
  onSubmit: (values: O) => void;
  onCancel: () => void;
}

/**
 * An editor's form checked by its domain schema, with the props of its card made from the page's:
 * `<FormCard {...card}>` then holds only the fields.
 */
export function useRecordForm<I extends FieldValues, O>(
  schema: z.ZodType<O, I>,
  props: RecordFormProps<I, O>,
) {
  const form = useZodForm<I, O>(schema, props.initial);
  const readOnly = props.readOnly ?? false;
  const card = {
    form,
    onValid: props.onSubmit,
    saving: props.saving,
    submitLabel: props.submitLabel,
    onCancel: props.onCancel,
    readOnly,
  };
  return { form, control: form.control, card, readOnly, archived: props.archived ?? false };
}

export interface FormCardProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  onValid: (values: O) => void;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** No submit button; Cancel reads Back. */
  readOnly?: boolean;
  /** The 409 messages shown under a field of the form as well as above its buttons. */
  conflicts?: ConflictFields<I>;
  children: ReactNode;
}

/** An editor's form on a card; the submit button stays disabled while the form is invalid or saving. */
export function FormCard<I extends FieldValues, O>(props: FormCardProps<I, O>) {
  const { form, readOnly = false } = props;
  const { isDirty, isSubmitSuccessful } = form.formState;
  const failure = useSaveFailure(form as never, props.conflicts as never);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      {/* A sent form opens the saved record; only edits not yet sent are at risk. */}
      <UnsavedChangesGuard dirty={isDirty && !isSubmitSuccessful && !readOnly} />
      <Box component="form" noValidate onSubmit={form.handleSubmit(props.onValid)} sx={columnSx}>
        {props.children}
        <SaveFailureAlert failure={failure} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={props.onCancel}>{readOnly ? 'Back' : 'Cancel'}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={!form.formState.isValid || props.saving}>
              {props.submitLabel}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** Fields side by side on wide screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}
    >
      {children}
    </Box>
  );
}
