import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCUMENT_MESSAGES } from '@adcast/domain/documents';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema/documents';
import { solidPng } from '../src/media/solid-png';
import { type Builders, builders } from './support/builders';
import { changesOf, rowCount } from './support/demand';
import { formWithFile } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

/** The test app caps documents at 64 KiB (testConfig). */
const MAX_BYTES = 64 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const upload = (filename: string, bytes: Buffer, description?: string) =>
  formWithFile({ description }, { name: 'file', filename, bytes, type: 'application/octet-stream' });

/** Part 2 §7 documents of publishers and content owners: one piece serving both, within each tenant's boundary. */
describe.each([
  { kind: 'publisher', base: '/api/publishers', entity: 'PUBLISHER' },
  { kind: 'content owner', base: '/api/co', entity: 'CONTENT_OWNER' },
])('$kind documents', ({ kind, base }) => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  const ownerIn = (networkId: number | null) =>
    kind === 'publisher' ? b.publisher({ networkId }) : b.contentOwner({ networkId });
  const ownUser = async (ownerId: number) =>
    kind === 'publisher'
      ? (
          await b.user(
            { roles: ['PUBLISHER'], publisherIds: [ownerId] },
            { role: 'PUBLISHER', publisherId: ownerId },
          )
        ).client
      : (
          await b.user(
            { roles: ['CONTENT_OWNER'], contentOwnerIds: [ownerId] },
            { role: 'CONTENT_OWNER', contentOwnerId: ownerId },
          )
        ).client;
  const dir = () => t.app.deps.config.documents.dir;

  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  it('uploads, lists, edits the description of, downloads and deletes a document, each in the changelog', async () => {
    const owner = await ownerIn(null);
    const sent = await admin.send({
      method: 'POST',
      url: `${base}/${owner.id}/documents`,
      ...upload('contract 2026 – signed.pdf', PDF, '  Signed contract  '),
    });
    expect(sent.statusCode).toBe(201);
    const document = sent.json();
    expect(document).toMatchObject({
      name: 'contract 2026 – signed.pdf',
      description: 'Signed contract',
      contentType: 'application/pdf',
      byteSize: PDF.length,
      version: 1,
    });
    expect((await admin.get(`${base}/${owner.id}/documents`)).json()).toEqual([document]);

    const edited = await admin.put(`${base}/${owner.id}/documents/${document.id}`, {
      description: 'Countersigned',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ description: 'Countersigned', version: 2 });
    const stale = await admin.put(`${base}/${owner.id}/documents/${document.id}`, {
      description: 'x',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([SERVER_MESSAGES.staleVersion]);

    const file = await admin.get(`${base}/${owner.id}/documents/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="contract 2026 _ signed.pdf"; filename*=UTF-8''${encodeURIComponent('contract 2026 – signed.pdf')}`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const gone = await admin.send({ method: 'DELETE', url: `${base}/${owner.id}/documents/${document.id}` });
    expect(gone.statusCode).toBe(204);
    expect((await admin.get(`${base}/${owner.id}/documents`)).json()).toEqual([]);
    expect((await admin.get(`${base}/${owner.id}/documents/${document.id}/file`)).statusCode).toBe(404);
    expect((await changesOf(t, 'DOCUMENT', document.id)).map((change) => change.action)).toEqual([
      'DELETE',
      'UPDATE',
      'CREATE',
    ]);
  });

  it('reads the type from the bytes: a program named .pdf is refused, a text named .exe is kept as text', async () => {
    const owner = await ownerIn(null);
    const before = await rowCount(t, documents);
    const program = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    const refused = await admin.send({
      method: 'POST',
      url: `${base}/${owner.id}/documents`,
      ...upload('invoice.pdf', program),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 2001, messages: [DOCUMENT_MESSAGES.type] });
    expect(await rowCount(t, documents)).toBe(before);
    const text = await admin.send({
      method: 'POST',
      url: `${base}/${owner.id}/documents`,
      ...upload('figures.exe', Buffer.from('month,revenue\n2026-01,12.50\n')),
    });
    expect(text.json()).toMatchObject({ contentType: 'text/plain; charset=utf-8', name: 'figures.txt' });
  });

  it('names a document by the type its bytes announce: no .html, .svg, .hta, .bat or bidi override survives', async () => {
    const owner = await ownerIn(null);
    const text = Buffer.from('<svg onload="alert(1)"><script>alert(2)</script></svg>\n');
    const named = async (filename: string, bytes: Buffer = text) =>
      (
        await admin.send({ method: 'POST', url: `${base}/${owner.id}/documents`, ...upload(filename, bytes) })
      ).json();
    expect((await named('report.html')).name).toBe('report.txt');
    expect((await named('logo.svg')).name).toBe('logo.txt');
    expect((await named('x.hta')).name).toBe('x.txt');
    expect((await named('run.bat')).name).toBe('run.txt');
    expect((await named('invoice\u202etxt.exe')).name).toBe('invoicetxt.txt');
    expect((await named('rates.CSV')).name).toBe('rates.CSV');
    expect((await named('scan.jpeg', solidPng(4, 4, [1, 2, 3]))).name).toBe('scan.png');
    const pdfNamedAsPage = await named('page.htm', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdfNamedAsPage).toMatchObject({ name: 'page.pdf', contentType: 'application/pdf' });

    // A row stored before names followed the type is still offered under a name of its type.
    const kept = await named('notes.txt');
    await t.db.update(documents).set({ name: 'notes.html' }).where(eq(documents.id, kept.id));
    const download = await admin.get(`${base}/${owner.id}/documents/${kept.id}/file`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    );
  });

  it('refuses a file over the size cap with a 413 and keeps nothing of it', async () => {
    const owner = await ownerIn(null);
    const before = await rowCount(t, documents);
    const tooLarge = await admin.send({
      method: 'POST',
      url: `${base}/${owner.id}/documents`,
      ...upload('big.txt', Buffer.alloc(MAX_BYTES + 1, 'a')),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().messages).toEqual([DOCUMENT_MESSAGES.tooLarge(MAX_BYTES)]);
    expect(await rowCount(t, documents)).toBe(before);
  });

  it('never lets a name choose where the file lands: traversal names become a plain last segment', async () => {
    const owner = await ownerIn(null);
    for (const [sent, shown] of [
      ['../../../../etc/passwd', 'passwd.txt'],
      ['..\\..\\windows\\system.ini', 'system.txt'],
      ['..', 'document.txt'],
      ['a<b>c|.txt', 'abc.txt'],
    ] as const) {
      const res = await admin.send({
        method: 'POST',
        url: `${base}/${owner.id}/documents`,
        ...upload(sent, Buffer.from('hello')),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe(shown);
    }
    expect(existsSync(join(dir(), '..', 'etc'))).toBe(false);
    for (const folder of await readdir(dir())) expect(folder).toMatch(/^[0-9a-f]{2}$/);
  });

  it('keeps each tenant to its own: another network’s or another owner’s documents are not found', async () => {
    const mine = await b.network();
    const theirs = await b.network();
    const inside = await ownerIn(mine.id);
    const outside = await ownerIn(theirs.id);
    const theirDocument = (
      await admin.send({
        method: 'POST',
        url: `${base}/${outside.id}/documents`,
        ...upload('secret.txt', Buffer.from('s')),
      })
    ).json();
    const myDocument = (
      await admin.send({
        method: 'POST',
        url: `${base}/${inside.id}/documents`,
        ...upload('mine.txt', Buffer.from('m')),
      })
    ).json();

    const networkAdmin = (await b.user({ roles: ['ADMIN'], networkId: mine.id }, { role: 'ADMIN' })).client;
    expect((await networkAdmin.get(`${base}/${inside.id}/documents`)).json()).toHaveLength(1);
    for (const res of [
      await networkAdmin.get(`${base}/${outside.id}/documents`),
      await networkAdmin.get(`${base}/${outside.id}/documents/${theirDocument.id}/file`),
      // Another owner's document through an owner the caller may see is not found either.
      await networkAdmin.get(`${base}/${inside.id}/documents/${theirDocument.id}/file`),
      await networkAdmin.put(`${base}/${inside.id}/documents/${theirDocument.id}`, {
        description: 'x',
        version: 1,
      }),
      await networkAdmin.send({
        method: 'DELETE',
        url: `${base}/${outside.id}/documents/${theirDocument.id}`,
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }

    const ownerUser = await ownUser(inside.id);
    expect((await ownerUser.get(`${base}/${inside.id}/documents`)).json()).toEqual([myDocument]);
    expect((await ownerUser.get(`${base}/${inside.id}/documents/${myDocument.id}/file`)).body).toBe('m');
    expect((await ownerUser.get(`${base}/${outside.id}/documents`)).statusCode).toBe(404);
    expect((await ownerUser.get(`${base}/${outside.id}/documents/${theirDocument.id}/file`)).statusCode).toBe(
      404,
    );
    const theirs404 = await ownerUser.send({
      method: 'POST',
      url: `${base}/${outside.id}/documents`,
      ...upload('x.txt', Buffer.from('x')),
    });
    expect(theirs404.statusCode).toBe(404);
    expect(
      (
        await ownerUser.put(`${base}/${inside.id}/documents/${theirDocument.id}`, {
          description: 'x',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the owner’s own users manage its documents, working as it; working as another owner sees none (404), a read-only admin reads only (403)', async () => {
    const owner = await ownerIn(null);
    const other = await ownerIn(null);
    const ownerUser = await ownUser(owner.id);
    const sent = await ownerUser.send({
      method: 'POST',
      url: `${base}/${owner.id}/documents`,
      ...upload('w9.pdf', PDF, 'Tax form'),
    });
    expect(sent.statusCode).toBe(201);
    const document = sent.json();
    const described = await ownerUser.put(`${base}/${owner.id}/documents/${document.id}`, {
      description: 'Tax form 2026',
      version: document.version,
    });
    expect(described.json()).toMatchObject({ description: 'Tax form 2026' });

    // A user of both owners working as the other one does not see this one (404); a read-only
    // admin sees its documents and may not change them (403).
    const both =
      kind === 'publisher'
        ? { roles: ['PUBLISHER' as const], publisherIds: [owner.id, other.id] }
        : { roles: ['CONTENT_OWNER' as const], contentOwnerIds: [owner.id, other.id] };
    const asOther = (
      await b.user(
        both,
        kind === 'publisher'
          ? { role: 'PUBLISHER', publisherId: other.id }
          : { role: 'CONTENT_OWNER', contentOwnerId: other.id },
      )
    ).client;
    const readOnly = (await b.user({ roles: ['READ_ONLY_ADMIN'] }, { role: 'READ_ONLY_ADMIN' })).client;
    const writes = (client: Client) =>
      Promise.all([
        client.send({
          method: 'POST',
          url: `${base}/${owner.id}/documents`,
          ...upload('x.txt', Buffer.from('x')),
        }),
        client.put(`${base}/${owner.id}/documents/${document.id}`, { description: 'x', version: 2 }),
        client.send({ method: 'DELETE', url: `${base}/${owner.id}/documents/${document.id}` }),
      ]).then((answers) => answers.map((res) => res.statusCode));
    expect((await asOther.get(`${base}/${owner.id}/documents`)).statusCode).toBe(404);
    expect(await writes(asOther)).toEqual([404, 404, 404]);
    expect((await readOnly.get(`${base}/${owner.id}/documents`)).json()).toHaveLength(1);
    expect(await writes(readOnly)).toEqual([403, 403, 403]);

    const deleted = await ownerUser.send({
      method: 'DELETE',
      url: `${base}/${owner.id}/documents/${document.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await ownerUser.get(`${base}/${owner.id}/documents`)).json()).toEqual([]);
  });
});
