import { DEMAND_API } from '@adcast/domain/demand/paths';
import { TARGETING_API } from '@adcast/domain/inventory/paths';
import type { Placement } from '@adcast/domain/inventory/placements';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
