import { revertPermissionOf } from '@adcast/domain/contracts/registry';
import { formatDateTime } from '@adcast/domain/format';
import type { Placement } from '@adcast/domain/inventory/placements';
import { TARGETING_CHANGE_TEXT, targetingChangeOf } from '@adcast/domain/inventory/targeting';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useWrite } from '../../../resource/write-api';
import { useCan } from '../../../session/can';
import { CHANGELOG_KEY, revertRequest, useChanges } from '../../changelog/changelog-api';
import { placementResource } from '../placements/placement-resource';

/**
 * The placement's latest change when it moved the targeting set, with Undo: the changelog's revert
 * of that change, so the undo is itself a change in the changelog.
 */
export function LastTargetingChange({ placement }: { placement: Placement }) {
  const can = useCan();
  const latest = useChanges({ entityType: 'PLACEMENT', entityId: placement.id, page: 0, size: 1 });
  const revert = useWrite<Placement>([[placementResource.key], CHANGELOG_KEY]);
  const change = latest.data?.content[0];
  const moved = change?.changes.find((field) => field.field === 'targetingSetId');
  if (!change || !moved) return null;
  const permission = revertPermissionOf(change);
  const what = TARGETING_CHANGE_TEXT[targetingChangeOf(moved.before, moved.after)];
  return (
    <Alert
      severity="info"
      action={
        permission &&
        can(permission) &&
        placement.status !== 'ARCHIVED' && (
          <Button
            color="inherit"
            size="small"
            disabled={revert.isPending}
            onClick={() => revert.mutate(revertRequest(change))}
          >
            Undo
          </Button>
        )
      }
    >
      {TARGETING_CHANGE_TEXT.by(what, change.user?.name ?? null, formatDateTime(change.at))}
    </Alert>
  );
}
