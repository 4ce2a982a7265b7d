import { BULK_EDIT_MESSAGES } from '@adcast/domain/contracts/bulk-edit';
import { MONEY_MESSAGES } from '@adcast/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { setMask } from '../api/mask-store';
import { currentToasts } from '../api/toast-store';
import { partnerResource } from '../features/demand/partners/partner-resource';
import { placementResource } from '../features/inventory/placements/placement-resource';
import { MeContext } from '../session/me';
import { stubApi } from '../test/api-stub';
import { aUser } from '../test/deal-builder';
import { aPlacement } from '../test/demand-builders';
import { renderInApp, testListRoute } from '../test/render';
import { RecordList } from './record-list';

const ROWS = [aPlacement(1, { name: 'Aurora Prime', bidFloor: 1 }), aPlacement(2, { name: 'Aurora Late' })];
const COUNTS = [
  { status: 'ACTIVE', count: 2 },
  { status: 'INACTIVE', count: 0 },
  { status: 'ARCHIVED', count: 0 },
];
const EDIT = '/api/placements/bulk-edit';

const preview = (applied: boolean) => ({
  applied,
  changes: [{ id: 1, name: 'Aurora Prime', fields: [{ field: 'bidFloor', before: 1, after: 3.5 }] }],
  skipped: [
    { id: 2, name: 'Aurora Late', reason: 'An archived placement cannot be edited; unarchive it first' },
  ],
});

function renderPlacements(mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' }) {
  const bodies: { dryRun: boolean }[] = [];
  const api = stubApi(
    {
      '/api/placements': () => ({ content: ROWS, totalElements: 2 }),
      '/api/placements/count-by-status': () => COUNTS,
      [`POST ${EDIT}`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as { dryRun: boolean };
        bodies.push(body);
        return preview(!body.dryRun);
      },
    },
    mask,
  );
  renderInApp(
    <MeContext value={aUser()}>
      <RecordList
        resource={placementResource}
        route={testListRoute(placementResource.validateListSearch)}
        columns={[{ id: 'name', label: 'Name', render: (row) => row.name }]}
      />
    </MeContext>,
  );
  return { ...api, bodies };
}

/** Selects every row and opens the Edit dialog. */
async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Aurora Prime');
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
  await user.click(within(bar).getByRole('button', { name: BULK_EDIT_MESSAGES.button }));
  return screen.findByRole('dialog', { name: BULK_EDIT_MESSAGES.title });
}

async function chooseField(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: BULK_EDIT_MESSAGES.field }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('bulk edit from the selection bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks the value by the field's own rule, previews each row's change, then applies it", async () => {
    const { bodies, requestsTo } = renderPlacements();
    const user = userEvent.setup({ delay: null });
    const dialog = await openEdit(user);
    expect(within(dialog).getByText('2 rows selected')).toBeTruthy();
    await chooseField(user, dialog, 'Floor');
    const amount = within(dialog).getByRole('textbox', { name: 'New value: Floor' });
    const previewButton = within(dialog).getByRole('button', { name: BULK_EDIT_MESSAGES.preview });
    await user.click(previewButton);
    expect(within(dialog).getByText(BULK_EDIT_MESSAGES.choose('Floor'))).toBeTruthy();
    await user.type(amount, '-1');
    expect(within(dialog).getByText(MONEY_MESSAGES.notNegative('Floor'))).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '2.555');
    expect(within(dialog).getByText(MONEY_MESSAGES.twoDecimals('Floor'))).toBeTruthy();
    expect(requestsTo(EDIT)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '3.5');
    await user.click(previewButton);

    const shown = await screen.findByRole('dialog', { name: 'Change floor of the selected rows?' });
    expect(bodies).toEqual([{ ids: [1, 2], field: 'bidFloor', value: 3.5, dryRun: true }]);
    expect(within(shown).getByText('Floor: 1 → 3.5')).toBeTruthy();
    expect(
      within(shown).getByText('An archived placement cannot be edited; unarchive it first'),
    ).toBeTruthy();
    const listCalls = requestsTo('/api/placements').length;
    await user.click(within(shown).getByRole('button', { name: 'Change floor on 1 row' }));
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain('Floor changed on 1 row'),
    );
    expect(bodies.at(-1)).toEqual({ ids: [1, 2], field: 'bidFloor', value: 3.5, dryRun: false });
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    await waitFor(() => expect(requestsTo('/api/placements').length).toBeGreaterThan(listCalls));
  });

  it('offers an option field its options and changes nothing when cancelled', async () => {
    const { bodies } = renderPlacements();
    const user = userEvent.setup({ delay: null });
    const dialog = await openEdit(user);
    await chooseField(user, dialog, 'Status');
    await user.click(within(dialog).getByRole('combobox', { name: 'New value: Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Active', 'Inactive']);
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await user.click(within(dialog).getByRole('button', { name: BULK_EDIT_MESSAGES.preview }));
    const shown = await screen.findByRole('dialog', { name: 'Change status of the selected rows?' });
    expect(bodies).toEqual([{ ids: [1, 2], field: 'status', value: 'INACTIVE', dryRun: true }]);
    await user.click(within(shown).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('is offered only to roles that may edit the area, and only where it declares fields', async () => {
    renderPlacements({ role: 'READ_ONLY_ADMIN' });
    await screen.findByText('Aurora Prime');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: BULK_EDIT_MESSAGES.button })).toBeNull();
    expect(partnerResource.bulkEdit?.map((field) => field.label)).toEqual([
      'Status',
      'Default bid floor',
      'Network',
    ]);
  });
});
