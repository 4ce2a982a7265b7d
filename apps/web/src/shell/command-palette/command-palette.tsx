import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useCan } from '../../session/can';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMenuSections } from '../use-menu';
import { PALETTE_MIN_SEARCH, type PaletteOption, pageOptions, useRecordHits } from './palette-options';
import { useFeatureSearches } from './palette-searches';
import { setPaletteOpen, usePaletteOpen } from './palette-store';

const SEARCH_DELAY_MS = 250;

const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** A heading and its options as one ARIA group (MUI's default grouping leaves the options without a listbox parent). */
function PaletteGroup({ label, options }: { label: string; options: ReactNode }) {
  const id = `palette-group-${useId()}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox has no HTML element
    <li role="group" aria-labelledby={id}>
      <Typography
        id={id}
        role="presentation"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 2, pt: 1 }}
      >
        {label}
      </Typography>
      <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
        {options}
      </Box>
    </li>
  );
}

/** Ctrl+K (⌘K) anywhere in the shell opens the palette. */
function usePaletteHotkey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setPaletteOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function PaletteSearch({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const can = useCan();
  const { available } = useMenuSections();
  const [typed, setTyped] = useState('');
  const hits = useRecordHits(useDebouncedValue(typed, SEARCH_DELAY_MS), can, useFeatureSearches());
  const searching = typed.trim().length >= PALETTE_MIN_SEARCH;
  const options: PaletteOption[] = [
    ...pageOptions(available, typed),
    ...(searching ? (hits.data ?? []) : []),
  ];
  return (
    <Autocomplete<PaletteOption, false, true, false>
      open
      disablePortal
      autoHighlight
      disableClearable
      options={options}
      // Pages are filtered here and records by the server: the list is shown as it comes.
      filterOptions={(all) => all}
      groupBy={(option) => option.group}
      renderGroup={(group) => <PaletteGroup key={group.key} label={group.group} options={group.children} />}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      inputValue={typed}
      onInputChange={(_event, value, reason) => reason === 'input' && setTyped(value)}
      // The list stays open; Escape (which the list keeps to itself) closes the palette.
      onClose={(_event, reason) => reason === 'escape' && onClose()}
      onChange={(_event, option) => {
        onClose();
        void navigate(option.link);
      }}
      loading={searching && hits.isFetching}
      loadingText="Searching…"
      noOptionsText={searching ? 'Nothing matches' : 'No pages match'}
      slotProps={{
        popper: {
          sx: { position: 'static !important', transform: 'none !important', width: '100% !important' },
        },
        paper: { elevation: 0, square: true },
        listbox: { sx: { maxHeight: '50vh' } },
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <span>{option.name}</span>
          {option.detail && (
            <Typography component="span" variant="body2" color="text.secondary">
              {option.detail}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <Box sx={{ p: 2, pb: 1 }}>
          <TextField
            {...params}
            autoFocus
            label="Go to a page or a record"
            placeholder="Page name, record name or id"
          />
        </Box>
      )}
    />
  );
}

/** Issue 7: jump to any page the user may open and to any record by name or id, from the keyboard. */
export function CommandPalette() {
  usePaletteHotkey();
  const open = usePaletteOpen();
  const close = () => setPaletteOpen(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Command palette', sx: { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      {open && <PaletteSearch onClose={close} />}
    </Dialog>
  );
}
