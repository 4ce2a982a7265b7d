import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { KEYWORD_PACKAGE_MESSAGES } from '@adcast/domain/keyword-packages/keyword-packages';
import { KEYWORD_PACKAGE_API } from '@adcast/domain/keyword-packages/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { keywordPackages } from '../src/db/schema/taxonomy';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, rowCount, useDemoApp } from './support/demand';

const packageBody = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  networkId: null,
  keywords: [
    { field: 'GENRE', value: 'Drama' },
    { field: 'RATING', value: 'tv-14' },
    { field: 'TITLE', value: 'Late Night' },
    { field: 'GENRE', value: 'drama' },
  ],
  ...fields,
});

describe('keyword packages: programme guide keywords for contextual targeting', () => {
  const app = useDemoApp();
  let make: Builders;
  beforeAll(() => {
    make = builders(app.t);
  });

  it('creates a package with its keywords, a repeat kept once and ratings written as the guide writes them', async () => {
    const created = await app.admin.post(KEYWORD_PACKAGE_API.packages, packageBody('Prime drama'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Prime drama',
      keywords: [
        { field: 'GENRE', value: 'Drama' },
        { field: 'RATING', value: 'TV-14' },
        { field: 'TITLE', value: 'Late Night' },
      ],
      version: 1,
    });
    expect((await changesOf(app.t, 'KEYWORD_PACKAGE', created.json().id))[0]).toMatchObject({
      action: 'CREATE',
    });
  });

  it('refuses an empty package, an unknown rating and a blank keyword, and writes nothing', async () => {
    const before = await rowCount(app.t, keywordPackages);
    const refused = async (body: object, message: string) => {
      const response = await app.admin.post(KEYWORD_PACKAGE_API.packages, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    await refused(
      packageBody('Empty', { keywords: [] }),
      `keywords: ${KEYWORD_PACKAGE_MESSAGES.keywordsRequired}`,
    );
    await refused(
      packageBody('Rated', { keywords: [{ field: 'RATING', value: 'X-99' }] }),
      `keywords.0.value: ${KEYWORD_PACKAGE_MESSAGES.rating}`,
    );
    await refused(
      packageBody('Blank', { keywords: [{ field: 'TITLE', value: '  ' }] }),
      `keywords.0.value: ${KEYWORD_PACKAGE_MESSAGES.keywordValue}`,
    );
    expect(await rowCount(app.t, keywordPackages)).toBe(before);
  });

  it('lists, exports and reverts an edit of the keywords', async () => {
    const made = (await app.admin.post(KEYWORD_PACKAGE_API.packages, packageBody('Kids mornings'))).json();
    await app.admin.put(KEYWORD_PACKAGE_API.keywordPackage(made.id), {
      ...packageBody('Kids mornings', { keywords: [{ field: 'SERVICE', value: 'Cartoon+' }] }),
      version: 1,
    });
    const page = (await app.admin.get(`${KEYWORD_PACKAGE_API.packages}?name=kids&${ALL_STATUSES}`)).json();
    expect(page.content[0].keywords).toEqual([{ field: 'SERVICE', value: 'Cartoon+' }]);
    const csv = await app.admin.get(`${KEYWORD_PACKAGE_API.packages}/export.csv?name=kids`);
    expect(csv.body.split('\r\n')[0]).toBe('Name,Keywords,Network,Status,Added');
    expect(csv.body).toContain('Kids mornings,Service: Cartoon+');
    const [change] = await changesOf(app.t, 'KEYWORD_PACKAGE', made.id);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.json().keywords).toHaveLength(3);
  });

  it('rev ops write packages; a network user keeps to its network; read-only admins only read', async () => {
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    expect(
      (await revOps.client.post(KEYWORD_PACKAGE_API.packages, packageBody('Rev ops package'))).statusCode,
    ).toBe(201);
    const network = await make.network();
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const own = (
      await networkAdmin.client.post(KEYWORD_PACKAGE_API.packages, packageBody('Network package'))
    ).json();
    expect(own.network).toMatchObject({ id: network.id });
    const platform = (
      await app.admin.post(KEYWORD_PACKAGE_API.packages, packageBody('Platform package'))
    ).json();
    expect((await networkAdmin.client.get(KEYWORD_PACKAGE_API.keywordPackage(platform.id))).statusCode).toBe(
      404,
    );
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(KEYWORD_PACKAGE_API.keywordPackage(own.id))).statusCode).toBe(200);
    const write = await readonly.client.post(KEYWORD_PACKAGE_API.packages, packageBody('Read-only package'));
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(KEYWORD_PACKAGE_API.packages)).statusCode).toBe(403);
  });
});
