import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEventHandler, type HTMLInputTypeAttribute, type Ref, useId } from 'react';

export interface OutlinedTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Shown in the error colour, in place of the helper text. */
  error?: string | false;
  helperText?: string;
}

/**
 * An outlined text input with its label and message, built from the input parts rather than
 * TextField, which would pull the whole Select and Popover code into the sign-in page.
 */
export function OutlinedTextField(props: OutlinedTextFieldProps) {
  const { label, type = 'text', error, helperText } = props;
  const id = useId();
  const text = error || helperText;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        aria-describedby={text ? `${id}-helper` : undefined}
      />
      {text && <FormHelperText id={`${id}-helper`}>{text}</FormHelperText>}
    </FormControl>
  );
}
