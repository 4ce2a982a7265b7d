import { MESSAGES } from '@adcast/domain/messages';
import { USER_MESSAGES } from '@adcast/domain/users/messages';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { changesOf, rowCount, useDemoApp } from './support/demand';
import { lastMailTo, tokenFromMail } from './support/outbox';
import { DEMO } from './support/test-app';
import { createUser, userInput } from './support/users';

describe('user dialog rules on the server (part 2 §5)', () => {
  const app = useDemoApp();

  it('creates a user with trimmed name and e-mail, stores the e-mail in lower case and records it', async () => {
    const input = userInput({ roles: ['PUBLISHER'], publisherIds: [1, 2] });
    const response = await app.admin.post('/api/users', {
      ...input,
      name: '  Pat Person  ',
      email: `  ${String(input.email).toUpperCase()}  `,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Pat Person',
      email: String(input.email).toLowerCase(),
      roles: ['PUBLISHER'],
      publisherIds: [1, 2],
      status: 'ENABLED',
      network: null,
      version: 1,
    });
    expect((await changesOf(app.t, 'USER', created.id))[0]).toMatchObject({
      action: 'CREATE',
      after: created,
    });
  });

  it('refuses a second user with the same e-mail in another letter case (409)', async () => {
    const first = await createUser(app.admin);
    const again = await app.admin.post('/api/users', userInput({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 2003, messages: [USER_MESSAGES.emailTaken] });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const before = await rowCount(app.t, users);
    const cases: [Record<string, unknown>, string][] = [
      [userInput({ email: 'not-an-email' }), 'email: Email must be a valid email address'],
      [userInput({ name: '   ' }), 'name: Name is required'],
      [userInput({ roles: [] }), `roles: ${USER_MESSAGES.rolesRequired}`],
      [userInput({ password: 'weak' }), `password: ${MESSAGES.passwordRule}`],
      [userInput({ roles: ['ADMIN', 'DESIGNER'] }), USER_MESSAGES.oneMainRole],
      [userInput({ roles: ['PUBLISHER'], publisherIds: [] }), USER_MESSAGES.publishersRequired],
      [userInput({ roles: ['CONTENT_OWNER'] }), USER_MESSAGES.contentOwnersRequired],
      [userInput({ roles: ['PUBLISHER'], publisherIds: [999] }), USER_MESSAGES.publisherNotFound(999)],
    ];
    for (const [payload, message] of cases) {
      const response = await app.admin.post('/api/users', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 2001, messages: [message] });
    }
    expect(await rowCount(app.t, users)).toBe(before);
  });

  it('keeps publisher ids only with publisher or sales representative, content owner ids only with content owner', async () => {
    const designer = await createUser(app.admin, {
      roles: ['DESIGNER'],
      publisherIds: [1],
      contentOwnerIds: [1],
    });
    expect(designer).toMatchObject({ publisherIds: [], contentOwnerIds: [] });
    const sales = await createUser(app.admin, {
      roles: ['SALES_REPRESENTATIVE'],
      publisherIds: [2],
      contentOwnerIds: [1],
    });
    expect(sales).toMatchObject({ publisherIds: [2], contentOwnerIds: [] });
    const owner = await createUser(app.admin, {
      roles: ['CONTENT_OWNER'],
      publisherIds: [2],
      contentOwnerIds: [1],
    });
    expect(owner).toMatchObject({ publisherIds: [], contentOwnerIds: [1] });
  });

  it('edits name, roles and links at the current version; the e-mail is locked and no password is taken', async () => {
    const user = await createUser(app.admin, { roles: ['PUBLISHER'], publisherIds: [1] });
    const edit = {
      id: user.id,
      version: user.version,
      name: ' Renamed ',
      roles: ['PUBLISHER'],
      publisherIds: [2, 4],
    };
    const response = await app.admin.put('/api/users', { ...edit, email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', publisherIds: [2, 4], version: 2 });
    const [change] = await changesOf(app.t, 'USER', user.id);
    expect(change).toMatchObject({
      action: 'UPDATE',
      before: { name: user.name },
      after: { name: 'Renamed' },
    });

    const stale = await app.admin.put('/api/users', edit);
    expect(stale.statusCode).toBe(409);
    const locked = await app.admin.put('/api/users', { ...edit, version: 2, email: 'other@example.test' });
    expect(locked.json()).toEqual({ code: 2001, messages: [USER_MESSAGES.emailLocked] });
    const password = await app.admin.put('/api/users', { ...edit, version: 2, password: 'Strong-pass1!' });
    expect(password.json()).toEqual({
      code: 2001,
      messages: [`password: ${USER_MESSAGES.passwordOnCreateOnly}`],
    });
  });

  it('mails a user created without a password a link that sets it, and they can sign in with it', async () => {
    const user = await createUser(app.admin, { password: '' });
    const mail = await lastMailTo(app.t, user.email);
    expect(mail?.subject).toBe('Set your Adcast password');
    const token = tokenFromMail(mail!.body);
    const set = await app.t.app.inject({
      method: 'PUT',
      url: `/api/users/password-recovery/change-password/${token}`,
      payload: { newPassword: 'Chosen-pass2!', confirmationPassword: 'Chosen-pass2!' },
    });
    expect(set.statusCode).toBe(200);
    const signIn = await app.t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: 'Chosen-pass2!' },
      remoteAddress: '10.20.0.1',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('creates a user inside a network with its role choices (no content owner, read-only admin, campaign manager, revenue ops)', async () => {
    const created = await app.admin.post(
      '/api/networks/2/user',
      userInput({ roles: ['PUBLISHER'], publisherIds: [3] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().network).toEqual({ id: 2, name: 'Northwind Media Group' });
    for (const role of ['CONTENT_OWNER', 'READ_ONLY_ADMIN', 'CAMPAIGN_MANAGER', 'REV_OPS'] as const) {
      const refused = await app.admin.post(
        '/api/networks/2/user',
        userInput({ roles: [role], contentOwnerIds: [1] }),
      );
      expect(refused.statusCode, role).toBe(400);
    }
    const outside = await app.admin.post(
      '/api/networks/2/user',
      userInput({ roles: ['PUBLISHER'], publisherIds: [1] }),
    );
    expect(outside.json().messages).toEqual([USER_MESSAGES.publisherNotFound(1)]);
    expect((await app.admin.post('/api/networks/99/user', userInput())).statusCode).toBe(404);
  });

  it('deletes a user after which the list no longer has it; the changelog keeps the deletion', async () => {
    const user = await createUser(app.admin);
    const response = await app.admin.send({
      method: 'DELETE',
      url: `/api/users?username=${encodeURIComponent(user.email)}`,
    });
    expect(response.statusCode).toBe(204);
    expect((await app.admin.get(`/api/users/list?search=${user.email}`)).json().totalElements).toBe(0);
    expect((await changesOf(app.t, 'USER', user.id))[0]).toMatchObject({
      action: 'DELETE',
      before: { email: user.email },
    });
  });

  it('needs users-create to create and users-edit to edit', async () => {
    const readonly = await app.t.as(DEMO.readonly);
    expect((await readonly.post('/api/users', userInput())).statusCode).toBe(403);
    const user = await createUser(app.admin);
    expect((await readonly.put(`/api/users/${user.email}/disable`)).statusCode).toBe(403);
  });
});
