import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { setPaletteOpen } from './palette-store';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Opens the command palette; shows its shortcut so keyboard users learn it. */
export function PaletteButton() {
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <Button
      fullWidth
      variant="outlined"
      color="inherit"
      startIcon={<SearchIcon />}
      onClick={() => setPaletteOpen(true)}
      aria-keyshortcuts="Control+K Meta+K"
      sx={{ justifyContent: 'flex-start', textTransform: 'none', color: 'text.secondary' }}
    >
      Go to…
      <Box component="kbd" sx={{ ml: 'auto', fontFamily: 'inherit', fontSize: 12 }}>
        {shortcut}
      </Box>
    </Button>
  );
}
