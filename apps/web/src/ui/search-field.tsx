import { SEARCH_TEXT_MAX } from '@adcast/domain/list-schemas';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

/** The name search box of a list; the list itself debounces what is typed. It holds no more than the API searches. */
export function SearchField({ value, onChange, label = 'Search by name' }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 260 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { type: 'search', maxLength: SEARCH_TEXT_MAX },
      }}
    />
  );
}
