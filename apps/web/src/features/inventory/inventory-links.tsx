import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';

type Current = 'apps' | 'domains' | 'exchange';

/** Apps, their domains and the exchange's unclaimed apps, one tab each (the menu names only Apps). */
export function InventoryLinks({ current }: { current: Current }) {
  const can = useCan();
  const hasNetwork = useMe().network !== null;
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label="Inventory" sx={{ mb: 1 }}>
      <Tab value="apps" label="Apps" component={Link} to="/apps" />
      {can('DOMAINS_READ') && <Tab value="domains" label="Domains" component={Link} to="/apps/domains" />}
      {!hasNetwork && can('PUBLISHERS_READ') && (
        <Tab value="exchange" label="Exchange apps" component={Link} to="/apps/exchange" />
      )}
    </Tabs>
  );
}
