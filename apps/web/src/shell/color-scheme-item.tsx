import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';

const NEXT = { system: 'light', light: 'dark', dark: 'system' } as const;
const SHOWN = {
  system: { label: 'Theme: system', icon: <SettingsBrightnessIcon fontSize="small" /> },
  light: { label: 'Theme: light', icon: <LightModeIcon fontSize="small" /> },
  dark: { label: 'Theme: dark', icon: <DarkModeIcon fontSize="small" /> },
} as const;

/** The user menu's theme switch: system, light, dark in turn; the menu stays open to show the result. */
export function ColorSchemeItem() {
  const { mode, setMode } = useColorScheme();
  const current = mode ?? 'system';
  return (
    <MenuItem onClick={() => setMode(NEXT[current])}>
      <ListItemIcon>{SHOWN[current].icon}</ListItemIcon>
      <ListItemText primary={SHOWN[current].label} />
    </MenuItem>
  );
}
