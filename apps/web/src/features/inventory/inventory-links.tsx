import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from '@tanstack/react-router';
import { useCan } from '../../session/can';

type Current = 'apps' | 'domains';

/** Apps, and their domains, one tab each (the menu names only Apps). */
export function InventoryLinks({ current }: { current: Current }) {
  const can = useCan();
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label="Inventory" sx={{ mb: 1 }}>
      <Tab value="apps" label="Apps" component={Link} to="/apps" />
      {can('DOMAINS_READ') && <Tab value="domains" label="Domains" component={Link} to="/apps/domains" />}
    </Tabs>
  );
}
