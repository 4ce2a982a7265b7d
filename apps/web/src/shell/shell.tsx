import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setSideNavOpen, WIDE_SCREEN_QUERY } from '../api/side-nav-store';
import { TOASTS_CLEARANCE } from '../ui/toasts';
import { CommandPalette } from './command-palette/command-palette';
import { MobileTopBar } from './mobile-top-bar';
import { SideNav } from './side-nav';

const MAIN_ID = 'main-content';

/** The protected shell: side navigation, a top bar on mobile, and the page. */
export function Shell() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, { noSsr: true });
  // Part 2 §9: below the breakpoint the sidebar is closed; narrowing the window closes it too.
  useEffect(() => {
    if (!wide) setSideNavOpen(false);
  }, [wide]);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Button
        variant="contained"
        onClick={() => document.getElementById(MAIN_ID)?.focus()}
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip,
          transform: 'translateY(-200%)',
          '&:focus-visible': { transform: 'none' },
        }}
      >
        Skip to main content
      </Button>
      <SideNav wide={wide} />
      <CommandPalette />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!wide && <MobileTopBar />}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            px: { xs: 2, md: 3 },
            pt: { xs: 2, md: 3 },
            pb: TOASTS_CLEARANCE,
            outline: 'none',
          }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
