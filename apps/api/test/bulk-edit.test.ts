import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { BULK_EDIT_MESSAGES } from '@adcast/domain/contracts/bulk-edit';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { PLACEMENT_CONTRACT } from '@adcast/domain/inventory/placement-contract';
import { BULK_MAX_IDS, listActionPaths } from '@adcast/domain/list-actions';
import { MONEY_MESSAGES } from '@adcast/domain/money';
import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Builders, builders } from './support/builders';
import { changelogCount, changesOf, useDemoApp } from './support/demand';

const placementsEdit = listActionPaths(DEMAND_API.placements).bulkEdit;

describe('bulk edit: one field on many rows, through each record’s own edit', () => {
  const app = useDemoApp();
  let build: Builders;
  const placementOf = async (id: number) => (await app.admin.get(DEMAND_API.placement(id))).json();
  const floorOf = async (id: number) => (await placementOf(id)).bidFloor;
  beforeAll(() => {
    build = builders(app.t);
  });

  it('a dry run previews each row’s change and the rows left as they are, and changes nothing', async () => {
    const publisher = await build.publisher();
    const [open, archived] = [
      await build.placement({ publisher }),
      await build.placement({ publisher, status: 'ARCHIVED' }),
    ];
    const response = await app.admin.post(placementsEdit, {
      ids: [open.id, archived.id, 999_999],
      field: 'bidFloor',
      value: 3.5,
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: false,
      changes: [{ id: open.id, name: open.name, fields: [{ field: 'bidFloor', before: 1, after: 3.5 }] }],
      skipped: [
        { id: archived.id, name: archived.name, reason: DEMAND_MESSAGES.archivedNotEditable('placement') },
        { id: 999_999, name: '', reason: 'Placement not found' },
      ],
    });
    expect(await floorOf(open.id)).toBe(1);
    expect(await changelogCount(app.t, 'PLACEMENT', open.id)).toBe(0);
    const same = await app.admin.post(placementsEdit, {
      ids: [open.id],
      field: 'bidFloor',
      value: 1,
      dryRun: true,
    });
    expect(same.json()).toMatchObject({
      changes: [],
      skipped: [{ id: open.id, reason: BULK_EDIT_MESSAGES.alreadySet('Floor') }],
    });
  });

  it('applies exactly the previewed rows, one changelog entry each, and a revert undoes one', async () => {
    const publisher = await build.publisher();
    const rows = [
      await build.placement({ publisher }),
      await build.placement({ publisher, status: 'INACTIVE' }),
      await build.placement({ publisher, status: 'ARCHIVED' }),
    ];
    const request = { ids: rows.map((row) => row.id), field: 'status', value: 'INACTIVE' };
    const preview = (await app.admin.post(placementsEdit, { ...request, dryRun: true })).json();
    expect(preview.changes).toEqual([
      {
        id: rows[0]!.id,
        name: rows[0]!.name,
        fields: [{ field: 'status', before: 'Active', after: 'Inactive' }],
      },
    ]);
    expect(preview.skipped.map((skip: { id: number }) => skip.id)).toEqual([rows[1]!.id, rows[2]!.id]);
    const applied = (await app.admin.post(placementsEdit, { ...request, dryRun: false })).json();
    expect(applied).toEqual({ ...preview, applied: true });
    const statuses = [];
    for (const row of rows) statuses.push((await placementOf(row.id)).status);
    expect(statuses).toEqual(['INACTIVE', 'INACTIVE', 'ARCHIVED']);
    const [change] = await changesOf(app.t, 'PLACEMENT', rows[0]!.id);
    expect(change).toMatchObject({
      action: 'UPDATE',
      before: { status: 'ACTIVE' },
      after: { status: 'INACTIVE' },
    });
    expect(await changelogCount(app.t, 'PLACEMENT', rows[1]!.id)).toBe(0);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ id: rows[0]!.id, status: 'ACTIVE' });
  });

  it('leaves a row whose own rule the value breaks, with that rule as the reason', async () => {
    const [here, there] = [await build.network(), await build.network()];
    const owner = await build.publisher({ networkId: here.id });
    const free = await build.placement({ publisher: owner });
    const held = await build.placement({ publisher: owner });
    await build.connection({ partner: await build.partner({ networkId: here.id }), placementIds: [held.id] });
    const elsewhere = await build.publisher({ networkId: there.id });
    const response = await app.admin.post(placementsEdit, {
      ids: [free.id, held.id],
      field: 'publisherId',
      value: elsewhere.id,
      dryRun: false,
    });
    expect(response.json()).toEqual({
      applied: true,
      changes: [
        {
          id: free.id,
          name: free.name,
          fields: [{ field: 'publisherId', before: owner.name, after: elsewhere.name }],
        },
      ],
      skipped: [{ id: held.id, name: held.name, reason: DEMAND_MESSAGES.placementNetworkInUse }],
    });
    const moved = (await app.admin.get(DEMAND_API.placement(free.id))).json();
    expect(moved).toMatchObject({ publisher: { id: elsewhere.id }, networkId: there.id });
    expect((await app.admin.get(DEMAND_API.placement(held.id))).json().publisher.id).toBe(owner.id);
    expect(await changelogCount(app.t, 'PLACEMENT', held.id)).toBe(0);
  });

  it("a network user's rows only: another network's rows are left as not found", async () => {
    const [mine, theirs] = [await build.network(), await build.network()];
    const own = await build.placement({ publisher: await build.publisher({ networkId: mine.id }) });
    const foreign = await build.placement({ publisher: await build.publisher({ networkId: theirs.id }) });
    const user = await build.user({ roles: ['ADMIN'], networkId: mine.id });
    const response = await user.client.post(placementsEdit, {
      ids: [own.id, foreign.id],
      field: 'cpm',
      value: 7.25,
      dryRun: false,
    });
    expect(response.json()).toMatchObject({
      applied: true,
      changes: [{ id: own.id, fields: [{ field: 'cpm', before: 2, after: 7.25 }] }],
      skipped: [{ id: foreign.id, reason: 'Placement not found' }],
    });
    expect((await app.admin.get(DEMAND_API.placement(foreign.id))).json().cpm).toBe(2);
  });

  it('refuses a field not declared for bulk edit, a bad value naming the rule, and too many rows', async () => {
    const placement = await build.placement();
    const body = { ids: [placement.id], field: 'bidFloor', value: 2, dryRun: false };
    const refusals: [object, string][] = [
      [
        { ...body, field: 'name', value: 'Renamed' },
        `field: ${BULK_EDIT_MESSAGES.notEditable('Placements', PLACEMENT_CONTRACT.bulkEdit)}`,
      ],
      [{ ...body, value: -1 }, `value: ${MONEY_MESSAGES.notNegative('Floor')}`],
      [{ ...body, value: 2.555 }, `value: ${MONEY_MESSAGES.twoDecimals('Floor')}`],
      [{ ...body, value: 'cheap' }, 'value: Floor must be a number'],
      [{ ...body, field: 'status', value: 'ARCHIVED' }, 'value: Status must be one of Active, Inactive'],
    ];
    for (const [bad, message] of refusals) {
      const response = await app.admin.post(placementsEdit, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 2001, messages: [message] });
    }
    const tooMany = await app.admin.post(placementsEdit, {
      ...body,
      ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await floorOf(placement.id)).toBe(1);
    expect(await changelogCount(app.t, 'PLACEMENT', placement.id)).toBe(0);
  });

  it('needs the edit permission: the read-only admin is refused and nothing changes', async () => {
    const placement = await build.placement();
    const readonly = await build.user({ roles: ['READ_ONLY_ADMIN'] });
    const response = await readonly.client.post(placementsEdit, {
      ids: [placement.id],
      field: 'bidFloor',
      value: 4,
      dryRun: false,
    });
    expect(response.statusCode).toBe(403);
    expect(await floorOf(placement.id)).toBe(1);
  });

  it("edits a partner's connections at the partner's list, and partners' network by name", async () => {
    const network = await build.network();
    const partner = await build.partner();
    const connection = await build.connection({ partner });
    const other = await build.connection();
    const response = await app.admin.post(
      listActionPaths(DEMAND_API.partnerConnections(partner.id)).bulkEdit,
      { ids: [connection.id, other.id], field: 'status', value: 'INACTIVE', dryRun: false },
    );
    expect(response.json()).toMatchObject({
      applied: true,
      changes: [{ id: connection.id, fields: [{ field: 'status', before: 'Active', after: 'Inactive' }] }],
      skipped: [{ id: other.id, reason: 'Connection not found' }],
    });
    expect((await build.reload.connection(connection.id)).status).toBe('INACTIVE');
    const moved = await app.admin.post(listActionPaths(DEMAND_API.partners).bulkEdit, {
      ids: [partner.id],
      field: 'networkId',
      value: network.id,
      dryRun: true,
    });
    expect(moved.json().changes).toEqual([
      {
        id: partner.id,
        name: partner.displayName,
        fields: [{ field: 'networkId', before: null, after: network.name }],
      },
    ]);
    const user = await build.user({ roles: ['ADMIN'], networkId: network.id });
    const own = await build.partner({ networkId: network.id });
    const refused = await user.client.post(listActionPaths(DEMAND_API.partners).bulkEdit, {
      ids: [own.id],
      field: 'networkId',
      value: (await build.network()).id,
      dryRun: false,
    });
    expect(refused.json()).toMatchObject({
      applied: false,
      skipped: [{ id: own.id, reason: DEMAND_MESSAGES.ownNetworkOnly }],
    });
  });

  it("changes line items' CPM by the line item's own edit", async () => {
    const item = await build.lineItem();
    const response = await app.admin.post(listActionPaths(CAMPAIGN_API.lineItems).bulkEdit, {
      ids: [item.id],
      field: 'cpm',
      value: 20,
      dryRun: false,
    });
    expect(response.json()).toMatchObject({
      applied: true,
      changes: [{ id: item.id, fields: [{ field: 'cpm', before: 12.5, after: 20 }] }],
    });
    expect((await changesOf(app.t, 'LINE_ITEM', item.id))[0]).toMatchObject({ action: 'UPDATE' });
  });

  it("changes publishers' onboarding stage and network, shown by their labels and names", async () => {
    const network = await build.network();
    const publisher = await build.publisher();
    const edit = listActionPaths(PUBLISHERS_API.publishers).bulkEdit;
    const staged = await app.admin.post(edit, {
      ids: [publisher.id],
      field: 'onboardingStage',
      value: 'ONBOARDING_FINISHED',
      dryRun: false,
    });
    expect(staged.json().changes).toEqual([
      {
        id: publisher.id,
        name: publisher.name,
        fields: [{ field: 'onboardingStage', before: 'Proposal', after: 'Live' }],
      },
    ]);
    const moved = await app.admin.post(edit, {
      ids: [publisher.id],
      field: 'networkId',
      value: network.id,
      dryRun: false,
    });
    expect(moved.json().changes[0].fields).toEqual([
      { field: 'networkId', before: null, after: network.name },
    ]);
    expect((await app.admin.get(PUBLISHERS_API.publisher(publisher.id))).json()).toMatchObject({
      network: { id: network.id },
      onboardingStage: 'ONBOARDING_FINISHED',
    });
    expect(await changelogCount(app.t, 'PUBLISHER', publisher.id)).toBe(2);
  });
});
