import { SPINNER_DIAMETER } from '@adcast/domain/paging';
import Autocomplete, { type AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { PickerItemLabel, useShowsNetworkBadge } from './picker-item-label';
import type { PickerItem, PickerSource } from './picker-source';
import { useChosenItems, usePickerOptions } from './use-picker-items';

interface PickerCommonProps {
  source: PickerSource;
  label?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Only items of these networks are offered; on a change, chips of other networks are dropped. */
  networkIds?: readonly number[];
  /** The validation message; shown once the picker is dirty or touched. */
  error?: string;
  /** Touched from outside (a submitted form). */
  touched?: boolean;
  onBlur?: () => void;
}

export interface SinglePickerProps extends PickerCommonProps {
  multiple?: false;
  value: number | null;
  onChange: (id: number | null, item: PickerItem | null) => void;
}

export interface MultiPickerProps extends PickerCommonProps {
  multiple: true;
  value: readonly number[];
  onChange: (ids: number[], items: PickerItem[]) => void;
}

export type EntityPickerProps = SinglePickerProps | MultiPickerProps;

/** Reports a new choice through the single or the multiple callback. */
function report(props: EntityPickerProps, items: PickerItem[]): void {
  if (props.multiple)
    props.onChange(
      items.map((item) => item.id),
      items,
    );
  else props.onChange(items[0]?.id ?? null, items[0] ?? null);
}

/** Part 2 §4: when the network list changes, chips whose network is not in it are dropped. */
function useDropOutsideNetworks(props: EntityPickerProps, chosen: PickerItem[]) {
  const networkKey = props.networkIds?.join(',');
  const previous = useRef(networkKey);
  const latest = useRef({ props, chosen });
  latest.current = { props, chosen };
  useEffect(() => {
    if (previous.current === networkKey) return;
    previous.current = networkKey;
    const { props: current, chosen: items } = latest.current;
    const networks = current.networkIds;
    if (!current.multiple || networks === undefined) return;
    const kept = items.filter((item) => item.networkId !== null && networks.includes(item.networkId));
    if (kept.length !== items.length) report(current, kept);
  }, [networkKey]);
}

/** The items whose name holds the text, as the server's name search (any case) would answer. */
const narrowedByName = (items: PickerItem[], text: string) => {
  const needle = text.trim().toLowerCase();
  return needle === '' ? items : items.filter((item) => item.name.toLowerCase().includes(needle));
};

/**
 * The shared picker of part 2 §2: an autocomplete over one source, single or multiple (chips with
 * a status dot). Typing searches after an 800 ms pause and only when the text changed.
 */
export function EntityPicker(props: EntityPickerProps) {
  const { source, required, disabled, networkIds, error } = props;
  const ids = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [dirty, setDirty] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const search = useDebouncedValue(text);
  const options = usePickerOptions(source, { search, networkIds, enabled: open });
  const { chosen, resolving } = useChosenItems(source, ids, options.data);
  const badge = useShowsNetworkBadge();
  useDropOutsideNetworks(props, chosen);

  const loading = options.isFetching || resolving;
  const message = error && (dirty || blurred || props.touched) ? error : undefined;
  const change = (items: PickerItem[]) => {
    setDirty(true);
    report(props, items);
  };

  return (
    <Autocomplete<PickerItem, boolean, false, false>
      multiple={props.multiple ?? false}
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      value={props.multiple ? chosen : (chosen[0] ?? null)}
      loading={loading}
      noOptionsText={(text === '' && source.emptyText) || undefined}
      // The server searches after the pause; meanwhile the typed text narrows what it answered, so
      // each keystroke renders a few options rather than the whole list.
      filterOptions={(items, { inputValue }) => narrowedByName(items, inputValue)}
      filterSelectedOptions
      getOptionLabel={(item) => item.name}
      getOptionKey={(item) => item.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        setText(value);
        // Part 2 §4: clearing the text reports no selection.
        if (value === '' && !props.multiple && props.value !== null) change([]);
      }}
      onChange={(_event, value) => change(value === null ? [] : Array.isArray(value) ? value : [value])}
      onBlur={() => {
        setBlurred(true);
        props.onBlur?.();
      }}
      renderOption={({ key, ...optionProps }, item) => (
        <li key={key} {...optionProps}>
          <PickerItemLabel item={item} badge={badge} />
        </li>
      )}
      renderValue={
        props.multiple
          ? (value, getItemProps) =>
              (value as PickerItem[]).map((item, index) => {
                const { key, ...chipProps } = getItemProps({ index }) as ReturnType<
                  AutocompleteRenderValueGetItemProps<true>
                >;
                return (
                  <Chip
                    key={key}
                    size="small"
                    label={<PickerItemLabel item={item} badge={badge} />}
                    {...chipProps}
                    aria-label={item.name}
                  />
                );
              })
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label ?? source.label}
          placeholder={props.placeholder ?? source.placeholder}
          required={required}
          error={Boolean(message)}
          helperText={message}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress size={SPINNER_DIAMETER} aria-label="Searching" />}
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
