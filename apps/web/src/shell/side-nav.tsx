import { homePath } from '@adcast/domain/access';
import { showsSpecialHeader } from '@adcast/domain/brand';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMask } from '../api/mask-store';
import { closeSideNavOnNarrowScreen, setSideNavOpen, useSideNavOpen } from '../api/side-nav-store';
import { useBrand } from '../session/brand';
import { useMe } from '../session/me';
import { AlertBell } from './alerts/alert-bell';
import { PaletteButton } from './command-palette/palette-button';
import { NavMenu } from './nav-menu';
import { useMenuSections } from './use-menu';
import { UserMenu } from './user-menu';

export const SIDE_NAV_WIDTH = 260;

function SideNavContent({ wide }: { wide: boolean }) {
  const me = useMe();
  const { menu } = useMenuSections();
  const mask = useMask();
  const networkId = me.network?.id;
  const brand = useBrand();
  return (
    <Box sx={{ width: SIDE_NAV_WIDTH, height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* A header: the brand sits in a landmark like everything else on the page. */}
      <Box component="header" sx={{ px: 3, py: 2.5 }}>
        {brand.logo && (
          <Box
            component="img"
            src={brand.logo}
            alt=""
            sx={{ display: 'block', maxHeight: 40, maxWidth: '100%', mb: 1 }}
          />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {/* The brand leads home: part 2 §6 gives some roles (sales, rev ops) no Dashboard entry. */}
          <Typography
            variant="h6"
            component={RouterLink}
            to={homePath(mask)}
            onClick={closeSideNavOnNarrowScreen}
            sx={{ fontWeight: 700, color: brand.primaryColour ?? 'inherit', textDecoration: 'none' }}
          >
            {brand.title}
          </Typography>
          {/* On narrow screens the bell is in the top bar. */}
          {wide && <AlertBell />}
        </Box>
        {showsSpecialHeader(networkId) && me.network && (
          <Typography variant="caption" color="text.secondary">
            {me.network.name} network
          </Typography>
        )}
      </Box>
      <Box sx={{ px: 1.5, pb: 1 }}>
        <PaletteButton />
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <NavMenu groups={menu} />
      </Box>
      <Divider />
      <Box sx={{ p: 1.5 }}>
        <UserMenu />
      </Box>
    </Box>
  );
}

/** Part 1 §2: persistent beside the page on wide screens, a temporary drawer on narrow ones. */
export function SideNav({ wide }: { wide: boolean }) {
  const open = useSideNavOpen();
  if (!wide) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setSideNavOpen(false)}
        slotProps={{ paper: { 'aria-label': 'Navigation' } }}
      >
        <SideNavContent wide={false} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={{
        width: open ? SIDE_NAV_WIDTH : 0,
        flexShrink: 0,
        transition: 'width 200ms',
        '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <SideNavContent wide />
    </Drawer>
  );
}
