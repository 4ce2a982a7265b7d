import { ROLE_LABELS } from '@adcast/domain/roles';
import { useMask } from '../../session/mask-store';
import { useMe } from '../../session/me';
import { Toolbar } from '../../ui/toolbar';
import { SectionOverview } from './section-overview';

export function DashboardPage() {
  const me = useMe();
  const mask = useMask();
  const role = mask ? ROLE_LABELS[mask.role] : undefined;
  return (
    <>
      <Toolbar title="Dashboard" subtitle={role ? `${me.name} · ${role}` : me.name} />
      <SectionOverview exclude="/dashboard" />
    </>
  );
}
