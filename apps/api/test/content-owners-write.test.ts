import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { CONTENT_OWNER_MESSAGES } from '@adcast/domain/content/owners';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { SHARE_MESSAGES } from '@adcast/domain/shares';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema/catalogue';
import { contentOwners } from '../src/db/schema/tenancy';
import { solidPng } from '../src/media/solid-png';
import { type Builders, builders } from './support/builders';
import { changesOf, countsOf, rowCount } from './support/demand';
import { jsonWithFile } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

/** A create or edit as the console sends it: the details' JSON in `contentOwner`, the logo as a file. */
const withLogo = (details: object, logo?: { bytes: Buffer; filename: string }) =>
  jsonWithFile('contentOwner', details, logo && { name: 'logo', ...logo });

/** Part 2 §7 /api/co writes: multipart create and edit with a logo, archive, financial terms, shares. */
describe('content owners: create, edit, archive, financial, shares', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  const word = `cow-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  it('creates an owner with a logo (multipart) whose image is served, and records it', async () => {
    const logo = solidPng(64, 32, [10, 200, 30]);
    const res = await admin.send({
      method: 'POST',
      url: '/api/co',
      ...withLogo(
        { name: `  ${word} Logo  `, contactEmail: 'rights@example.com' },
        { bytes: logo, filename: 'logo.png' },
      ),
    });
    expect(res.statusCode).toBe(201);
    const owner = res.json();
    expect(owner).toMatchObject({
      name: `${word} Logo`,
      status: 'ACTIVE',
      contactEmail: 'rights@example.com',
    });
    expect(owner.logoUrl).toMatch(/^\/api\/media\/images\/[0-9a-f]{64}$/);
    const image = await t.app.inject({ method: 'GET', url: owner.logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(logo)).toBe(true);
    const [created] = await changesOf(t, 'CONTENT_OWNER', owner.id);
    expect(created?.action).toBe('CREATE');
  });

  it('refuses a logo that is not a PNG or JPG by its bytes, and creates nothing', async () => {
    const before = await rowCount(t, contentOwners);
    const res = await admin.send({
      method: 'POST',
      url: '/api/co',
      ...withLogo(
        { name: `${word} Bad logo` },
        { bytes: Buffer.from('not an image at all'), filename: 'logo.png' },
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([CATALOGUE_MESSAGES.imageType]);
    expect(await rowCount(t, contentOwners)).toBe(before);
  });

  it('edits the details and replaces the logo while the version holds; a stale edit is a 409', async () => {
    const owner = (await admin.post('/api/co', { name: `${word} Edit` })).json();
    const edited = await admin.send({
      method: 'PUT',
      url: `/api/co/${owner.id}`,
      ...withLogo(
        { name: `${word} Edited`, version: owner.version },
        { bytes: solidPng(8, 8, [1, 2, 3]), filename: 'l.png' },
      ),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: `${word} Edited`, version: owner.version + 1 });
    expect(edited.json().logoUrl).not.toBeNull();
    const stale = await admin.put(`/api/co/${owner.id}`, { name: 'Late', version: owner.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([SERVER_MESSAGES.staleVersion]);
    const dropped = await admin.put(`/api/co/${owner.id}`, {
      name: `${word} Edited`,
      removeLogo: true,
      version: owner.version + 1,
    });
    expect(dropped.json().logoUrl).toBeNull();
  });

  it('archives and unarchives, the tiles follow, and an archived owner is not edited', async () => {
    const owner = (await admin.post('/api/co', { name: `${word} Archive` })).json();
    const archived = await admin.put(`/api/co/${owner.id}/archive`, { version: owner.version });
    expect(archived.json().status).toBe('ARCHIVED');
    expect(countsOf((await admin.get(`/api/co/count-by-status?name=${word} Archive`)).json())).toMatchObject({
      ACTIVE: 0,
      ARCHIVED: 1,
    });
    const edit = await admin.put(`/api/co/${owner.id}`, { name: 'x', version: archived.json().version });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().messages).toEqual([DEMAND_MESSAGES.archivedNotEditable('content owner')]);
    const back = await admin.put(`/api/co/${owner.id}/unarchive`, { version: archived.json().version });
    expect(back.json().status).toBe('ACTIVE');
    expect((await changesOf(t, 'CONTENT_OWNER', owner.id)).map((c) => c.action)).toEqual([
      'UNARCHIVE',
      'ARCHIVE',
      'CREATE',
    ]);
  });

  it('checks the financial terms (part 2 §3 contract terms M3…Y5) and saves them', async () => {
    const owner = (await admin.post('/api/co', { name: `${word} Money` })).json();
    const put = (body: object) =>
      admin.put(`/api/co/${owner.id}/financial`, { version: owner.version, ...body });
    const unknownTerm = await put({ revenueModel: 'REVSHARE', contractTerm: 'Y4', contractStart: null });
    expect(unknownTerm.statusCode).toBe(400);
    const startWithoutTerm = await put({
      revenueModel: 'CPM',
      contractTerm: null,
      contractStart: '2026-01-01',
    });
    expect(startWithoutTerm.json().messages).toEqual([
      `contractStart: ${CONTENT_OWNER_MESSAGES.contractStartNeedsTerm}`,
    ]);
    const termWithoutModel = await put({ revenueModel: 'NONE', contractTerm: 'Y1', contractStart: null });
    expect(termWithoutModel.json().messages).toEqual([
      `revenueModel: ${CONTENT_OWNER_MESSAGES.termNeedsModel}`,
    ]);
    const saved = await put({ revenueModel: 'CPM', contractTerm: 'M6', contractStart: '2026-03-01' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      revenueModel: 'CPM',
      contractTerm: 'M6',
      contractStart: '2026-03-01',
    });
    const [change] = await changesOf(t, 'CONTENT_OWNER', owner.id);
    expect(change?.action).toBe('UPDATE');
  });

  it('reverts a change of details and terms from the changelog, as a new version', async () => {
    const owner = (await admin.post('/api/co', { name: `${word} Revert` })).json();
    const changed = await admin.put(`/api/co/${owner.id}/financial`, {
      revenueModel: 'CPM',
      contractTerm: 'Y2',
      contractStart: null,
      version: owner.version,
    });
    const [change] = await changesOf(t, 'CONTENT_OWNER', owner.id);
    const reverted = await admin.post(`/api/changelog/${change!.id}/revert`);
    expect(reverted.statusCode).toBe(200);
    const now = (await admin.get(`/api/co/${owner.id}/details`)).json();
    expect(now).toMatchObject({
      revenueModel: 'REVSHARE',
      contractTerm: null,
      version: changed.json().version + 1,
    });
    const again = await admin.post(`/api/changelog/${change!.id}/revert`);
    expect(again.statusCode).toBe(409);
  });

  it('keeps a share history: a revenue share above 100 is refused, the latest begun entry is in force', async () => {
    const owner = (await admin.post('/api/co', { name: `${word} Shares` })).json();
    const tooMuch = await admin.post(`/api/co/${owner.id}/shares`, {
      pubShareType: 'REVSHARE',
      value: 101,
      day: '2026-01-01',
      version: owner.version,
    });
    expect(tooMuch.json().messages).toEqual([`value: ${SHARE_MESSAGES.shareTooHigh}`]);
    const placement = await admin.post(`/api/co/${owner.id}/shares`, {
      pubShareType: 'PLACEMENT',
      value: 1,
      day: '2026-01-01',
      version: owner.version,
    });
    expect(placement.statusCode).toBe(400);
    const added = await admin.post(`/api/co/${owner.id}/shares`, {
      pubShareType: 'REVSHARE',
      value: 60,
      day: '2020-01-01',
      version: owner.version,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().share).toEqual({ pubShareType: 'REVSHARE', value: 60, day: '2020-01-01' });
    const history = (await admin.get(`/api/co/${owner.id}/shares`)).json();
    expect(history).toMatchObject([{ pubShareType: 'REVSHARE', value: 60, day: '2020-01-01' }]);
  });

  it('keeps a network admin to its network and a content owner user out of writes', async () => {
    const mine = await b.network();
    const theirs = await b.network();
    const outside = await b.contentOwner({ networkId: theirs.id });
    const networkAdmin = (await b.user({ roles: ['ADMIN'], networkId: mine.id }, { role: 'ADMIN' })).client;
    const created = await networkAdmin.post('/api/co', { name: `${word} Net` });
    expect(created.json().network).toEqual({ id: mine.id, name: mine.name });
    const elsewhere = await networkAdmin.post('/api/co', { name: `${word} Net 2`, networkId: theirs.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    for (const call of [
      networkAdmin.put(`/api/co/${outside.id}`, { name: 'Taken', version: 1 }),
      networkAdmin.put(`/api/co/${outside.id}/archive`, { version: 1 }),
      networkAdmin.put(`/api/co/${outside.id}/financial`, {
        revenueModel: 'CPM',
        contractTerm: null,
        contractStart: null,
        version: 1,
      }),
      networkAdmin.get(`/api/co/${outside.id}/shares`),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    const ownerUser = (
      await b.user(
        { roles: ['CONTENT_OWNER'], contentOwnerIds: [outside.id] },
        { role: 'CONTENT_OWNER', contentOwnerId: outside.id },
      )
    ).client;
    expect((await ownerUser.post('/api/co', { name: 'Mine' })).statusCode).toBe(403);
    expect((await ownerUser.put(`/api/co/${outside.id}/archive`, { version: 1 })).statusCode).toBe(403);
    expect((await ownerUser.get(`/api/co/${outside.id}/shares`)).statusCode).toBe(200);
    const readOnly = (await b.user({ roles: ['READ_ONLY_ADMIN'] }, { role: 'READ_ONLY_ADMIN' })).client;
    expect((await readOnly.put(`/api/co/${outside.id}/archive`, { version: 1 })).statusCode).toBe(403);
  });
  it('a revert of a logo change shows the earlier logo again; one whose file is gone is refused and changes nothing', async () => {
    const first = solidPng(16, 16, [200, 10, 10]);
    const second = solidPng(16, 16, [10, 10, 200]);
    const created = await admin.send({
      method: 'POST',
      url: '/api/co',
      ...withLogo({ name: `${word} Logo revert` }, { bytes: first, filename: 'first.png' }),
    });
    const owner = created.json();
    const replaced = await admin.send({
      method: 'PUT',
      url: `/api/co/${owner.id}`,
      ...withLogo(
        { name: `${word} Logo revert`, version: owner.version },
        { bytes: second, filename: 'second.png' },
      ),
    });
    expect(replaced.json().logoUrl).not.toBe(owner.logoUrl);
    const [replacement] = await changesOf(t, 'CONTENT_OWNER', owner.id);
    const reverted = await admin.post(`/api/changelog/${replacement!.id}/revert`);
    expect(reverted.statusCode).toBe(200);
    const shown = (await admin.get(`/api/co/${owner.id}/details`)).json();
    expect(shown).toMatchObject({ logoUrl: owner.logoUrl, version: owner.version + 2 });
    const image = await t.app.inject({ method: 'GET', url: shown.logoUrl });
    expect(image.rawPayload.equals(first)).toBe(true);

    // The revert's own entry names the second logo as the earlier one; once that file is gone
    // (removed outside the console), reverting the revert says so and leaves the owner as it is.
    const [revertEntry] = await changesOf(t, 'CONTENT_OWNER', owner.id);
    const secondKey = String(replaced.json().logoUrl).split('/').pop()!;
    await t.db.delete(mediaFiles).where(eq(mediaFiles.sha256, secondKey));
    const refused = await admin.post(`/api/changelog/${revertEntry!.id}/revert`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([CHANGELOG_MESSAGES.imageGone]);
    expect((await admin.get(`/api/co/${owner.id}/details`)).json()).toMatchObject({
      logoUrl: owner.logoUrl,
      version: owner.version + 2,
    });
  });
});
