import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from '@tanstack/react-router';

const TABS = [
  { key: 'video', label: 'Video and VAST', to: '/campaigns/creative-library' },
  { key: 'display', label: 'Display', to: '/campaigns/creative-library/display' },
] as const;

/** The creative library's two lists: video and VAST creatives, and display (image) creatives. */
export function CreativeLibraryTabs({ open }: { open: (typeof TABS)[number]['key'] }) {
  return (
    <Tabs value={open} aria-label="Creative kinds" variant="scrollable" sx={{ mb: 1 }}>
      {TABS.map((tab) => (
        <Tab key={tab.key} value={tab.key} label={tab.label} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
