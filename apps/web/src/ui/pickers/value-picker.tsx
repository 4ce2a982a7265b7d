import { SPINNER_DIAMETER, SUGGESTION_LIMIT } from '@adcast/domain/paging';
import { PICKER_PLACEHOLDER } from '@adcast/domain/picker-labels';
import Autocomplete, { type AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toastingErrors } from '../../api/notify-error';

/** Where a picker of plain strings (flags, genres, tags, artists) gets its values. */
export interface ValueSource {
  key: string;
  label: string;
  placeholder?: string;
  errorMessage: string;
  fetch: () => Promise<string[]>;
}

interface ValuePickerCommon {
  source: ValueSource;
  label?: string;
  placeholder?: string;
  /** Typed values that are not offered may be added (on Enter or a comma). */
  allowCustom?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** What the field is for, or why its value is refused (`error`). */
  helperText?: string;
  error?: string;
  onBlur?: () => void;
}

export interface MultiValuePickerProps extends ValuePickerCommon {
  multiple: true;
  value: readonly string[];
  onChange: (values: string[]) => void;
}

export interface SingleValuePickerProps extends ValuePickerCommon {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export type ValuePickerProps = MultiValuePickerProps | SingleValuePickerProps;

/** Part 2 §5: local search is case-insensitive substring matching; §9: at most 10 results. */
export const matchingValues = (values: readonly string[], text: string, chosen: readonly string[]) => {
  const needle = text.trim().toLowerCase();
  return values
    .filter((value) => !chosen.includes(value) && value.toLowerCase().includes(needle))
    .slice(0, SUGGESTION_LIMIT);
};

/** Part 2 §5: chips are matched by value, so the same value is never added twice; custom values are trimmed. */
export const addValues = (chosen: readonly string[], typed: readonly string[]): string[] => {
  const next = [...chosen];
  for (const raw of typed) {
    const value = raw.trim();
    if (value !== '' && !next.includes(value)) next.push(value);
  }
  return next;
};

/**
 * The picker of part 2 §2 for values that are plain strings: the options load once and are
 * searched locally; chips in the multiple form, where custom values are added on Enter or comma.
 */
export function ValuePicker(props: ValuePickerProps) {
  const { source, allowCustom = false, disabled } = props;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const options = useQuery({
    queryKey: ['picker', source.key, 'values'],
    queryFn: toastingErrors(source.errorMessage, source.fetch),
    enabled: open,
    staleTime: 60_000,
  });
  const chosen = props.multiple ? [...props.value] : props.value === null ? [] : [props.value];

  return (
    <Autocomplete<string, boolean, false, boolean>
      multiple={props.multiple ?? false}
      freeSolo={allowCustom}
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onBlur={props.onBlur}
      options={options.data ?? []}
      loading={options.isFetching}
      value={props.multiple ? chosen : (chosen[0] ?? null)}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset' && props.multiple) return;
        if (props.multiple && allowCustom && value.includes(',')) {
          props.onChange(addValues(props.value, value.split(',')));
          setText('');
          return;
        }
        setText(value);
        if (!props.multiple && allowCustom && reason === 'input') props.onChange(value.trim() || null);
        if (!props.multiple && value === '' && reason !== 'reset') props.onChange(null);
      }}
      filterOptions={(values, { inputValue }) => matchingValues(values, inputValue, chosen)}
      onChange={(_event, value) => {
        // Enter on typed text adds it as it is: trimmed, and never twice.
        if (props.multiple) props.onChange(addValues([], (value as string[]) ?? []));
        else props.onChange(typeof value === 'string' ? value.trim() || null : null);
      }}
      renderValue={
        props.multiple
          ? (values, getItemProps) =>
              (values as string[]).map((value, index) => {
                const { key, ...chipProps } = getItemProps({ index }) as ReturnType<
                  AutocompleteRenderValueGetItemProps<true>
                >;
                return <Chip key={key} size="small" label={value} {...chipProps} aria-label={value} />;
              })
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label ?? source.label}
          placeholder={props.placeholder ?? source.placeholder ?? PICKER_PLACEHOLDER}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error || props.helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching && <CircularProgress size={SPINNER_DIAMETER} aria-label="Searching" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** The source of a chip field of typed values only (buyer seats, say): nothing is offered, Enter or a comma adds. */
export const typedValuesSource = (key: string, label: string): ValueSource => ({
  key,
  label,
  placeholder: 'Type, then Enter or a comma',
  errorMessage: '',
  fetch: () => Promise.resolve([]),
});
