import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from '@tanstack/react-router';
import { WIDE_SCREEN_QUERY } from '../ui/side-nav-store';
import { MobileTopBar } from './mobile-top-bar';
import { SideNav } from './side-nav';

/** The protected shell: side navigation, a top bar on mobile, and the page. */
export function Shell() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, { noSsr: true });
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SideNav wide={wide} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!wide && <MobileTopBar />}
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
