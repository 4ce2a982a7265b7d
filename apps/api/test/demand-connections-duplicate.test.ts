import { ConnectionInputSchema } from '@adcast/domain/demand/connections';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { permissionsOf } from '@adcast/domain/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections } from '../src/db/schema/demand';
import { users } from '../src/db/schema/identity';
import type { AuthContext } from '../src/http/auth';
import { AppError } from '../src/http/errors';
import { createConnection } from '../src/modules/demand/connections/write-service';
import { builders } from './support/builders';
import { changesOf, ids, rowCount, useDemoApp } from './support/demand';
import { DEMO } from './support/test-app';

const copyOf = (duplicateOf: number, name: string) => ({
  name,
  schainAsi: 'atlas.com',
  integrationType: 'ORTB',
  status: 'ACTIVE',
  duplicateOf,
});

describe('demand connections: "Duplicate"', () => {
  const app = useDemoApp();
  const placementIds = async (dpId: number, id: number) =>
    ids((await app.admin.get(`/api/dp/${dpId}/connections/${id}/placements?size=100`)).json()).sort(
      (a, b) => a - b,
    );

  /** A partner of a new network whose connection holds three placements of that network. */
  async function sourceInNetwork() {
    const build = builders(app.t);
    const network = await build.network();
    const placements = await build.placements(3, {
      publisher: await build.publisher({ networkId: network.id }),
    });
    const partner = await build.partner({ networkId: network.id });
    const source = await build.connection({ partner, placementIds: placements.map((p) => p.id) });
    return { build, network, partner, source };
  }

  it('copies the placements of the connection it duplicates and is marked as a duplicate', async () => {
    const { partner, source } = await sourceInNetwork();
    const response = await app.admin.post(
      `/api/dp/${partner.id}/connections`,
      copyOf(source.id, `${source.name} (second copy)`),
    );
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ duplicateDpConnection: true, duplicatedFromId: source.id, placementCnt: 3 });
    expect(await placementIds(partner.id, copy.id)).toEqual(await placementIds(partner.id, source.id));
    const [change] = await changesOf(app.t, 'CONNECTION', copy.id);
    expect(change).toMatchObject({ action: 'DUPLICATE', after: copy });
  });

  it("duplicates into another partner of the same network, with that partner's name and network", async () => {
    const { build, network, source } = await sourceInNetwork();
    const target = await build.partner({ networkId: network.id });
    const response = await app.admin.post(
      `/api/dp/${target.id}/connections`,
      copyOf(source.id, 'Premium copy'),
    );
    expect(response.json()).toMatchObject({
      demandPartner: { id: target.id, displayName: target.displayName },
      network: { id: network.id, name: network.name },
      placementCnt: 3,
    });
  });

  it("refuses a copy whose placements are outside the target partner's network, and creates nothing", async () => {
    const { build, source } = await sourceInNetwork();
    const elsewhere = await build.partner({ networkId: (await build.network()).id });
    const total = await rowCount(app.t, connections);
    const response = await app.admin.post(
      `/api/dp/${elsewhere.id}/connections`,
      copyOf(source.id, 'Outside copy'),
    );
    expect(response.statusCode).toBe(400);
    const [message] = response.json().messages as string[];
    expect(message).toMatch(
      /^Placements must belong to the connection's network; these do not: \d+(, \d+)*$/,
    );
    expect(await rowCount(app.t, connections)).toBe(total);
  });

  it('the copy takes a name of its own within the partner', async () => {
    const response = await app.admin.post('/api/dp/1/connections', copyOf(1, 'ATLAS US CTV PRIME'));
    expect(response.statusCode).toBe(409);
    expect(response.json().messages).toEqual([DEMAND_MESSAGES.duplicateConnectionName]);
  });

  it('an unknown source connection gets 404', async () => {
    expect((await app.admin.post('/api/dp/1/connections', copyOf(999, 'From nowhere'))).statusCode).toBe(404);
  });

  it('needs CONNECTIONS_DUPLICATE: create alone is not enough, and read-only gets 403', async () => {
    const [user] = await app.t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin));
    const createOnly: AuthContext = {
      user: (await app.t.app.deps.identities.get(user!.id))!,
      mask: { role: 'ADMIN' },
      permissions: new Set([...permissionsOf('ADMIN')].filter((p) => p !== 'CONNECTIONS_DUPLICATE')),
    };
    const attempt = createConnection(
      app.t.db,
      createOnly,
      1,
      ConnectionInputSchema.parse(copyOf(1, 'Not allowed')),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    const { duplicateOf: _source, ...plainInput } = copyOf(1, 'Plain create');
    const plain = await createConnection(app.t.db, createOnly, 1, ConnectionInputSchema.parse(plainInput));
    expect(plain).toMatchObject({ name: 'Plain create', duplicateDpConnection: false });
    const readonly = await app.t.as(DEMO.readonly);
    expect((await readonly.post('/api/dp/1/connections', copyOf(1, 'Read only copy'))).statusCode).toBe(403);
  });
});
