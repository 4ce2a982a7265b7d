import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { closeSideNavOnNarrowScreen } from '../api/side-nav-store';
import { isMenuItemActive as isActive } from './menu-owner';
import type { NavGroup, NavItem } from './use-menu';

function NavLink({ item, nested, pathname }: { item: NavItem; nested?: boolean; pathname: string }) {
  // Shown as the spec's menu has it, but not a link: the page would answer Forbidden.
  if (item.refused) {
    return (
      <ListItemButton disabled sx={{ pl: nested ? 4 : 2, borderRadius: 1 }}>
        <ListItemText primary={item.label} secondary={UI_MESSAGES.menuEntryRefused} />
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={isActive(pathname, item.path)}
      aria-current={isActive(pathname, item.path) ? 'page' : undefined}
      onClick={closeSideNavOnNarrowScreen}
      sx={{ pl: nested ? 4 : 2, borderRadius: 1 }}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}

/**
 * A group holding one item of its own label is a plain link; any other group is an accordion. A
 * refused entry is shown disabled, saying the role may not open it.
 */
export function NavMenu({ groups }: { groups: NavGroup[] }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const activeGroup = groups.find((group) => group.items.some((item) => isActive(pathname, item.path)))?.key;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  // The group of the current page opens on every page change; groups the user opened stay open.
  useEffect(() => {
    if (activeGroup)
      setOpen((previous) => (previous.has(activeGroup) ? previous : new Set([...previous, activeGroup])));
  }, [activeGroup]);
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
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
            expanded={open.has(group.key)}
            onChange={() => toggle(group.key)}
            sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
          >
            {/* The ids name each group's region by its label (unique landmarks). */}
            <AccordionSummary
              id={`nav-group-${group.key}`}
              aria-controls={`nav-group-${group.key}-items`}
              expandIcon={<ExpandMoreIcon />}
              sx={{ px: 2, minHeight: 40 }}
            >
              <Typography variant="body2">{group.label}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              <List component="div" disablePadding dense>
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
