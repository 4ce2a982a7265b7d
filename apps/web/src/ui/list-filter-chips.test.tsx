import { CONNECTION_LIST_FILTERS } from '@adcast/domain/demand/connections';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, testListRoute } from '../test/render';
import { ListFilterChips } from './list-filter-chips';
import { listSearchSchema, listSearchValidator, toListQuery } from './list-search';
import type { PickerSource } from './pickers/picker-source';
import { type ListControls, useListState } from './use-list-state';

const schema = listSearchSchema(['name', 'createdOn'] as const, {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
  status: ['ACTIVE'],
  filterParams: ['dpIds', 'integrationTypes'],
});
const route = testListRoute(listSearchValidator(schema));

const partners: PickerSource = {
  key: 'demand-partners',
  label: 'Demand partner',
  placeholder: 'Start typing...',
  errorMessage: 'Could not load partners',
  fetch: async ({ ids }) =>
    [{ id: 4, name: 'Bluefin', networkId: null }].filter((item) => !ids || ids.includes(item.id)),
};

let controls: ListControls<'name' | 'createdOn'>;

function Chips() {
  controls = useListState(schema, route);
  return (
    <ListFilterChips
      filters={CONNECTION_LIST_FILTERS}
      values={controls.state.filters}
      onChange={controls.setFilters}
      sourceOf={() => partners}
    />
  );
}

describe('list filter chips', () => {
  it('puts a chosen integration type in the URL and the list call, and clears it from both', async () => {
    const user = userEvent.setup();
    const app = renderInApp(<Chips />, '/?page=2');
    await user.click(await screen.findByRole('button', { name: 'Integration type: Any' }));
    await user.click(await screen.findByRole('checkbox', { name: 'VAST' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ integrationTypes: 'VAST', page: 0 }),
    );
    expect(toListQuery(controls.state, 'name')).toMatchObject({ integrationTypes: 'VAST' });
    await user.keyboard('{Escape}');
    const chip = await screen.findByRole('button', { name: 'Integration type: VAST' });
    chip.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('integrationTypes'));
    expect(toListQuery(controls.state, 'name')).not.toHaveProperty('integrationTypes');
  });

  it("names a partner chosen by a link's ids", async () => {
    renderInApp(<Chips />, '/?dpIds=4');
    expect(await screen.findByRole('button', { name: 'Demand partner: Bluefin' })).toBeTruthy();
  });
});
