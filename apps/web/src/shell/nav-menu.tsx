import type { MenuGroup, MenuItem } from '@adcast/domain/menus';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { closeSideNavOnNarrowScreen } from '../ui/side-nav-store';

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

function NavLink({ item, nested, pathname }: { item: MenuItem; nested?: boolean; pathname: string }) {
  return (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={isActive(pathname, item.path)}
      onClick={closeSideNavOnNarrowScreen}
      sx={{ pl: nested ? 4 : 2, borderRadius: 1 }}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}

/** A group holding one item of its own label is a plain link; any other group is an accordion. */
export function NavMenu({ groups }: { groups: MenuGroup[] }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <List component="nav" aria-label="Main" dense sx={{ px: 1 }}>
      {groups.map((group) => {
        const [only] = group.items;
        if (group.items.length === 1 && only && only.label === group.label) {
          return <NavLink key={group.key} item={only} pathname={pathname} />;
        }
        return (
          <Accordion
            key={group.key}
            disableGutters
            elevation={0}
            defaultExpanded={group.items.some((item) => isActive(pathname, item.path))}
            sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 2, minHeight: 40 }}>
              <Typography variant="body2">{group.label}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              <List disablePadding dense>
                {group.items.map((item) => (
                  <NavLink key={item.key} item={item} nested pathname={pathname} />
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </List>
  );
}
