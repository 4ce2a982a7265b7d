import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { TARGETING_API } from '@adcast/domain/inventory/paths';
import type { Placement } from '@adcast/domain/inventory/placements';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../../../api/toast-store';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { aPlacement } from '../../../test/demand-builders';
import { renderInApp } from '../../../test/render';
import { PlacementTargetingCard } from './placement-targeting-card';

const placement: Placement = aPlacement(12, { name: 'Prime CTV', networkId: 3, version: 4 });

const SET = { id: 5, name: 'US evenings', status: 'ACTIVE', network: { id: 3, name: 'CTVBuyer' } };

describe("a placement's targeting set (PUT /api/placements/{id}/targeting)", () => {
  it('offers the sets of its network and sends the chosen one with the version seen', async () => {
    const { requestsTo } = stubApi({
      [TARGETING_API.sets]: () => ({ content: [SET], totalElements: 1 }),
      [`PUT ${DEMAND_API.placementTargeting(12)}`]: () => ({ ...placement, targetingSetId: 5, version: 5 }),
    });
    renderInApp(
      <MeContext value={aUser()}>
        <PlacementTargetingCard placement={placement} />
      </MeContext>,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: PICKER_LABELS.targeting }));
    await userEvent.click(await screen.findByRole('option', { name: /US evenings/ }));
    expect(requestsTo(TARGETING_API.sets)[0]!.url.searchParams.get('networkIds')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Save targeting' }));
    await waitFor(() => expect(requestsTo(DEMAND_API.placementTargeting(12))).toHaveLength(1));
    const [sent] = requestsTo(DEMAND_API.placementTargeting(12));
    expect(JSON.parse(String(sent!.init.body))).toEqual({ targetingSetId: 5, version: 4 });
  });

  it('detaches the set, and offers to undo the latest targeting change through the changelog', async () => {
    const attached = { ...placement, targetingSetId: 5 };
    const change = {
      id: 77,
      at: '2026-11-27T10:00:00Z',
      user: { id: 1, name: 'Ann Admin' },
      entityType: 'PLACEMENT',
      entityId: 12,
      entityName: 'Prime CTV',
      action: 'UPDATE',
      changes: [{ field: 'targetingSetId', before: null, after: 5 }],
    };
    const { requestsTo } = stubApi({
      [TARGETING_API.sets]: () => ({ content: [SET], totalElements: 1 }),
      [CHANGELOG_API.list]: () => ({ content: [change], totalElements: 1 }),
      [`POST ${CHANGELOG_API.revert(77)}`]: () => ({ ...placement, version: 6 }),
      [`PUT ${DEMAND_API.placementTargeting(12)}`]: () => ({ ...placement, version: 5 }),
    });
    renderInApp(
      <MeContext value={aUser()}>
        <PlacementTargetingCard placement={attached} />
      </MeContext>,
    );
    expect(await screen.findByText(/Targeting set attached by Ann Admin on/)).toBeTruthy();
    const asked = requestsTo(CHANGELOG_API.list)[0]!.url.searchParams;
    expect([asked.get('entityType'), asked.get('entityId'), asked.get('size')]).toEqual([
      'PLACEMENT',
      '12',
      '1',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(requestsTo(CHANGELOG_API.revert(77))).toHaveLength(1));
    expect(currentToasts().map((toast) => toast.message)).toContain(CHANGELOG_MESSAGES.reverted);
    await userEvent.click(screen.getByRole('button', { name: 'Detach targeting' }));
    await waitFor(() => expect(requestsTo(DEMAND_API.placementTargeting(12))).toHaveLength(1));
    const [sent] = requestsTo(DEMAND_API.placementTargeting(12));
    expect(JSON.parse(String(sent!.init.body))).toEqual({ targetingSetId: null, version: 4 });
  });

  it('a read-only admin sees the set and its latest change, but neither detach nor undo', async () => {
    stubApi(
      {
        [TARGETING_API.sets]: () => ({ content: [SET], totalElements: 1 }),
        [CHANGELOG_API.list]: () => ({
          content: [
            {
              id: 78,
              at: '2026-11-27T10:00:00Z',
              user: null,
              entityType: 'PLACEMENT',
              entityId: 12,
              entityName: 'Prime CTV',
              action: 'UPDATE',
              changes: [{ field: 'targetingSetId', before: 4, after: null }],
            },
          ],
          totalElements: 1,
        }),
      },
      { role: 'READ_ONLY_ADMIN' },
    );
    renderInApp(
      <MeContext value={aUser({ roles: ['READ_ONLY_ADMIN'] })}>
        <PlacementTargetingCard placement={{ ...placement, targetingSetId: 5 }} />
      </MeContext>,
    );
    expect(await screen.findByText(/Targeting set removed on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Detach targeting' })).toBeNull();
  });
});
