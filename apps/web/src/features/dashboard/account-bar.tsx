import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../session/brand';
import { UserMenu } from '../../shell/user-menu';

/** The top bar of the pages before a working role is chosen: the brand and the user menu. */
export function AccountBar() {
  const brand = useBrand();
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar variant="dense">
        <Typography variant="h6" component="div">
          {brand.title}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
