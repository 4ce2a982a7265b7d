import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiToolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { toggleSideNav } from '../api/side-nav-store';
import { useBrand } from '../session/brand';
import { AlertBell } from './alerts/alert-bell';

/** Below the 992 px breakpoint a top bar carries the menu button, the brand and the alerts bell. */
export function MobileTopBar() {
  const brand = useBrand();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <MuiToolbar variant="dense">
        <IconButton edge="start" aria-label="Open navigation" onClick={toggleSideNav}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ ml: 1 }}>
          {brand.title}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <AlertBell />
      </MuiToolbar>
    </AppBar>
  );
}
