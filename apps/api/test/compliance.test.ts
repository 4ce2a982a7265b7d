import { IMPORT_MESSAGES } from '@adcast/domain/csv-imports';
import { toWireDate } from '@adcast/domain/date-ranges';
import { COMPLIANCE_MESSAGES } from '@adcast/domain/demand/compliance-messages';
import { COMPLIANCE_API } from '@adcast/domain/demand/compliance-paths';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dpApprovals } from '../src/db/schema/compliance';
import { demandPartners } from '../src/db/schema/demand';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { type Client, changesOf, rowCount, useDemoApp } from './support/demand';
import { csvUpload } from './support/multipart';

type Approval = {
  id: number;
  demandPartner: { id: number; displayName: string };
  kind: string;
  inventory: { id: number; name: string };
  publisher: { id: number; name: string };
  status: string;
  note: string | null;
  decidedOn: string | null;
};
type Page = { content: Approval[]; totalElements: number };

const importCsv = (client: Client, url: string, lines: string[], dryRun: boolean) =>
  client.send({ method: 'POST', url: `${url}?dryRun=${dryRun}`, ...csvUpload(lines) });

describe('demand partner compliance: approvals of publisher domains and apps', () => {
  const app = useDemoApp();
  let make: Builders;
  let partner: { id: number; displayName: string; networkId: number | null };
  let publisher: { id: number; name: string; networkId: number | null };
  let domain: { id: number; url: string };
  let apps: { id: number; bundleId: string }[];
  beforeAll(async () => {
    make = builders(app.t);
    partner = await make.partner();
    publisher = await make.publisher();
    domain = await make.domain({ publisher });
    apps = [await make.app({ publisher }), await make.app({ publisher })];
  });
  const partnerPage = async (query = '') =>
    (await app.admin.get(`${COMPLIANCE_API.partnerApprovals(partner.id)}?${query}`)).json() as Page;

  it('asks a partner about every active app of a publisher and a named domain, once', async () => {
    const apps1 = await app.admin.post(COMPLIANCE_API.appApprovals, {
      demandPartnerIds: [partner.id],
      publisherIds: [publisher.id],
    });
    expect(apps1.statusCode).toBe(200);
    expect(apps1.json()).toEqual({ requested: 2, alreadyAsked: 0 });
    const domains = await app.admin.post(COMPLIANCE_API.domainApprovals, {
      demandPartnerIds: [partner.id],
      inventoryIds: [domain.id],
    });
    expect(domains.json()).toEqual({ requested: 1, alreadyAsked: 0 });
    const again = await app.admin.post(COMPLIANCE_API.appApprovals, {
      demandPartnerIds: [partner.id],
      inventoryIds: [apps[0]!.id],
    });
    expect(again.json()).toEqual({ requested: 0, alreadyAsked: 1 });

    const page = await partnerPage();
    expect(page.totalElements).toBe(3);
    expect(page.content.every((row) => row.status === 'PENDING' && row.decidedOn === null)).toBe(true);
    expect(page.content.map((row) => row.inventory.name).sort()).toEqual(
      [domain.url, apps[0]!.bundleId, apps[1]!.bundleId].sort(),
    );
    expect(page.content[0]!.publisher).toEqual({ id: publisher.id, name: publisher.name });
    const [asked] = await changesOf(app.t, 'DP_APPROVAL', page.content[0]!.id);
    expect(asked).toMatchObject({
      action: 'CREATE',
      entityName: `${partner.displayName}: ${page.content[0]!.inventory.name}`,
    });
  });

  it('answers the fixed /api/dp paths, not the partner by id', async () => {
    for (const path of [
      COMPLIANCE_API.appApprovals,
      COMPLIANCE_API.domainApprovals,
      COMPLIANCE_API.approvals,
    ]) {
      const response = await app.admin.get(`${path}?demandPartnerIds=${partner.id}`);
      expect(response.statusCode).toBe(200);
    }
    const domains = (
      await app.admin.get(`${COMPLIANCE_API.domainApprovals}?demandPartnerIds=${partner.id}`)
    ).json();
    expect(domains.content.map((row: Approval) => row.kind)).toEqual(['DOMAIN']);
    expect((await app.admin.get(DEMAND_API.partnerExport)).statusCode).toBe(200);
    expect((await app.admin.get(DEMAND_API.partnerImport)).body).toContain('Integration type');
  });

  it('approves by hand with a note, dated today, and records the change', async () => {
    const item = { demandPartnerId: partner.id, kind: 'DOMAIN', inventoryId: domain.id };
    const response = await app.admin.put(COMPLIANCE_API.decide, {
      items: [item],
      status: 'APPROVED',
      note: 'Checked the site',
    });
    expect(response.json()).toEqual({ changed: 1 });
    const [row] = (await partnerPage('kind=DOMAIN')).content;
    expect(row).toMatchObject({
      status: 'APPROVED',
      note: 'Checked the site',
      decidedOn: toWireDate(new Date()),
    });
    const [change] = await changesOf(app.t, 'DP_APPROVAL', row!.id);
    expect(change).toMatchObject({
      action: 'UPDATE',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });

    const states = (
      await app.admin.get(`${COMPLIANCE_API.inventoryApprovals}?kind=DOMAIN&inventoryId=${domain.id}`)
    ).json();
    expect(states).toEqual([
      expect.objectContaining({ demandPartner: { id: partner.id, displayName: partner.displayName } }),
    ]);
  });

  it('lists pending longest first, then the decisions', async () => {
    const page = await partnerPage();
    expect(page.content.map((row) => row.status)).toEqual(['PENDING', 'PENDING', 'APPROVED']);
    const pending = await app.admin.get(
      `${COMPLIANCE_API.approvals}?demandPartnerIds=${partner.id}&status=PENDING`,
    );
    expect(pending.json().totalElements).toBe(2);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const before = await rowCount(app.t, dpApprovals);
    const empty = await app.admin.put(COMPLIANCE_API.decide, { items: [], status: 'APPROVED' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([`items: ${COMPLIANCE_MESSAGES.chooseItems}`]);
    const neverAsked = await app.admin.put(COMPLIANCE_API.decide, {
      items: [{ demandPartnerId: (await make.partner()).id, kind: 'APP', inventoryId: apps[0]!.id }],
      status: 'REJECTED',
    });
    expect(neverAsked.json().messages).toEqual([COMPLIANCE_MESSAGES.notAsked]);
    const nothing = await app.admin.post(COMPLIANCE_API.appApprovals, { demandPartnerIds: [partner.id] });
    expect(nothing.json().messages).toEqual([`inventoryIds: ${COMPLIANCE_MESSAGES.chooseInventory}`]);
    const archived = await make.partner({ status: 'ARCHIVED' });
    const refused = await app.admin.post(COMPLIANCE_API.appApprovals, {
      demandPartnerIds: [archived.id],
      inventoryIds: [apps[0]!.id],
    });
    expect(refused.json().messages).toEqual([COMPLIANCE_MESSAGES.archivedPartner]);
    expect(await rowCount(app.t, dpApprovals)).toBe(before);
  });

  it("exports the partner's approvals as CSV and reads the partner's file back: preview, then apply", async () => {
    const csv = (await app.admin.get(COMPLIANCE_API.partnerCsv(partner.id))).body;
    expect(csv.split('\r\n')[0]).toBe('Type,Publisher ID,Publisher,Domain or bundle ID,Status,Date,Note');
    expect(csv).toContain(`Domain,${publisher.id},${publisher.name},${domain.url},Approved,`);

    const extra = await make.app({ publisher });
    const lines = [
      'Type,Publisher ID,Domain or bundle ID,Status,Date,Note',
      `App,${publisher.id},${apps[0]!.bundleId},Rejected,2026-11-02,Not CTV`,
      `App,${publisher.id},${extra.bundleId.toUpperCase()},Approved,,`,
      `Domain,${publisher.id},${domain.url},Approved,,Checked the site`,
    ];
    const url = COMPLIANCE_API.partnerCsv(partner.id);
    const before = await rowCount(app.t, dpApprovals, eq(dpApprovals.demandPartnerId, partner.id));
    const preview = (await importCsv(app.admin, url, lines, true)).json();
    expect(preview.applied).toBe(false);
    expect(preview.rows.map((row: { action: string }) => row.action)).toEqual([
      'UPDATE',
      'CREATE',
      'UNCHANGED',
    ]);
    expect(await rowCount(app.t, dpApprovals, eq(dpApprovals.demandPartnerId, partner.id))).toBe(before);

    const broken = [...lines, `App,${publisher.id},com.nobody.here,Approved,,`];
    const refused = await importCsv(app.admin, url, broken, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([IMPORT_MESSAGES.hasErrors([5])]);
    expect(await rowCount(app.t, dpApprovals, eq(dpApprovals.demandPartnerId, partner.id))).toBe(before);

    const applied = (await importCsv(app.admin, url, lines, false)).json();
    expect(applied).toMatchObject({
      applied: true,
      counts: { CREATE: 1, UPDATE: 1, UNCHANGED: 1, ERROR: 0 },
    });
    const rejected = (await partnerPage('status=REJECTED')).content;
    expect(rejected).toEqual([
      expect.objectContaining({
        inventory: expect.objectContaining({ id: apps[0]!.id }),
        decidedOn: '2026-11-02',
        note: 'Not CTV',
      }),
    ]);
  });

  it("keeps network users to their network's partners and rows", async () => {
    const mine = await make.network();
    const theirs = await make.network();
    const ownPartner = await make.partner({ networkId: mine.id });
    const ownPublisher = await make.publisher({ networkId: mine.id });
    const ownApp = await make.app({ publisher: ownPublisher });
    const foreignPartner = await make.partner({ networkId: theirs.id });
    const foreignApp = await make.app({ publisher: await make.publisher({ networkId: theirs.id }) });
    await app.admin.post(COMPLIANCE_API.appApprovals, {
      demandPartnerIds: [ownPartner.id, foreignPartner.id],
      inventoryIds: [ownApp.id, foreignApp.id],
    });
    const user = await make.user({ roles: ['ADMIN'], networkId: mine.id });
    const seen = (
      await user.client.get(
        `${COMPLIANCE_API.approvals}?demandPartnerIds=${ownPartner.id},${foreignPartner.id}`,
      )
    ).json() as Page;
    expect(seen.content.map((row) => [row.demandPartner.id, row.inventory.id])).toEqual([
      [ownPartner.id, ownApp.id],
    ]);
    expect((await user.client.get(COMPLIANCE_API.partnerApprovals(foreignPartner.id))).statusCode).toBe(404);
    expect((await user.client.get(COMPLIANCE_API.partnerCsv(foreignPartner.id))).statusCode).toBe(404);
    const reach = await user.client.post(COMPLIANCE_API.appApprovals, {
      demandPartnerIds: [ownPartner.id],
      inventoryIds: [foreignApp.id],
    });
    expect(reach.json().messages).toEqual([COMPLIANCE_MESSAGES.inventoryNotFound('APP', [foreignApp.id])]);
    const foreign = await user.client.put(COMPLIANCE_API.decide, {
      items: [{ demandPartnerId: foreignPartner.id, kind: 'APP', inventoryId: foreignApp.id }],
      status: 'APPROVED',
    });
    expect(foreign.json().messages).toEqual([COMPLIANCE_MESSAGES.partnersNotFound([foreignPartner.id])]);
  });

  it('lets a read-only admin read everything and change nothing; others may not read', async () => {
    const readOnly = await make.user({ roles: ['READ_ONLY_ADMIN'] });
    expect(
      (await readOnly.client.get(COMPLIANCE_API.partnerApprovals(partner.id))).json().totalElements,
    ).toBe(4);
    expect((await readOnly.client.get(COMPLIANCE_API.partnerCsv(partner.id))).statusCode).toBe(200);
    const write = await readOnly.client.put(COMPLIANCE_API.decide, {
      items: [{ demandPartnerId: partner.id, kind: 'DOMAIN', inventoryId: domain.id }],
      status: 'REJECTED',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const upload = await importCsv(readOnly.client, COMPLIANCE_API.partnerCsv(partner.id), ['Type'], true);
    expect(upload.statusCode).toBe(403);
    const designer = await make.user({ roles: ['DESIGNER'] });
    expect((await designer.client.get(COMPLIANCE_API.approvals)).statusCode).toBe(403);
  });
});

describe('demand partners in and out as CSV (/api/dp/export, /api/dp/import)', () => {
  const app = useDemoApp();
  let make: Builders;
  beforeAll(() => {
    make = builders(app.t);
  });

  it('previews each row, then creates and edits partners with their changelog', async () => {
    const existing = await make.partner({ displayName: `Known ${Date.now()}` });
    const tag = `Imported ${Date.now()}`;
    const exported = (await app.admin.get(`${DEMAND_API.partnerExport}?displayName=${existing.displayName}`))
      .body;
    const [header] = exported.split('\r\n');
    expect(header).toContain('ID');
    const lines = [
      'ID,Name,Integration type,Endpoint URL,VAST tag URL,Default bid floor',
      `,${tag},VAST,,https://vast.example.com/tag,1.5`,
      `${existing.id},${existing.displayName} renamed,ORTB,https://bids.example.com/ortb,,0`,
      `,${tag} broken,ORTB,,,0`,
    ];
    const preview = await importCsv(app.admin, DEMAND_API.partnerImport, lines, true);
    const rows = preview.json().rows as { action: string; messages: string[] }[];
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'ERROR']);
    expect(rows[2]!.messages).toEqual([`Endpoint URL: ${DEMAND_MESSAGES.endpointUrlRequired}`]);
    expect((await importCsv(app.admin, DEMAND_API.partnerImport, lines, false)).statusCode).toBe(400);
    expect(await rowCount(app.t, demandPartners, eq(demandPartners.displayName, tag))).toBe(0);

    const applied = await importCsv(app.admin, DEMAND_API.partnerImport, lines.slice(0, 3), false);
    expect(applied.json()).toMatchObject({ applied: true, counts: { CREATE: 1, UPDATE: 1 } });
    const [renamed] = await app.t.db.select().from(demandPartners).where(eq(demandPartners.id, existing.id));
    expect(renamed!.displayName).toBe(`${existing.displayName} renamed`);
    const [change] = await changesOf(app.t, 'DEMAND_PARTNER', existing.id);
    expect(change).toMatchObject({ action: 'UPDATE' });
    expect(await rowCount(app.t, demandPartners, eq(demandPartners.displayName, tag))).toBe(1);

    const readOnly = await make.user({ roles: ['READ_ONLY_ADMIN'] });
    expect((await importCsv(readOnly.client, DEMAND_API.partnerImport, lines, true)).statusCode).toBe(403);
  });
});
