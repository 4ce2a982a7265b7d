import { MASK_HEADER } from '@adcast/domain/masks';
import { type AnyRoute, createMemoryHistory, isRedirect } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMask } from '../../../api/mask-store';
import { createAppRouter } from '../../../router';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { anOoApp } from '../../../test/oo-app-builder';
import { renderInApp } from '../../../test/render';
import { OwnOoAppCreatePage, OwnOoAppPage } from './own-oo-app-page';
import { OWN_OO_APPS, OwnOoApps } from './own-oo-apps';

const publisherUser = aUser({ roles: ['PUBLISHER'], publisherIds: [4] });
const ownerUser = aUser({ roles: ['CONTENT_OWNER'], contentOwnerIds: [8] });
const headerOf = (init: RequestInit) => new Headers(init.headers).get(MASK_HEADER);

describe("a publisher's and a content owner's own O&O apps", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the publisher's apps, asked under its own mask, each opening under its home", async () => {
    const { requestsTo } = stubApi(
      {
        '/api/oo-apps': () => ({
          content: [
            anOoApp(3, { name: 'Wombat TV', feedStatus: 'PUBLISHED', publisher: { id: 4, name: 'Wombat' } }),
          ],
          totalElements: 1,
        }),
      },
      { role: 'PUBLISHER', publisherId: 4 },
    );
    renderInApp(
      <MeContext value={publisherUser}>
        <OwnOoApps home={{ kind: 'publisher', id: 4 }} />
      </MeContext>,
    );
    const row = within((await screen.findByText('Wombat TV')).closest('tr') as HTMLElement);
    expect(row.getByText('Published')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Wombat TV' }).getAttribute('href')).toBe('/p/4/oo-apps/3');
    expect(headerOf(requestsTo('/api/oo-apps')[0]!.init)).toBe('PUBLISHER:4');
    expect(screen.getByRole('link', { name: 'New O&O app' }).getAttribute('href')).toBe(
      '/p/4/oo-apps/create',
    );
  });

  it('says when a content owner has no app yet, asking under its own mask', async () => {
    const { requestsTo } = stubApi(
      { '/api/oo-apps': () => ({ content: [], totalElements: 0 }) },
      { role: 'CONTENT_OWNER', contentOwnerId: 8 },
    );
    renderInApp(
      <MeContext value={ownerUser}>
        <OwnOoApps home={{ kind: 'contentOwner', id: 8 }} />
      </MeContext>,
    );
    expect(await screen.findByText(OWN_OO_APPS.empty)).toBeTruthy();
    expect(headerOf(requestsTo('/api/oo-apps')[0]!.init)).toBe('CONTENT_OWNER:8');
  });

  it('opens an own Roku app without its owner fields: feed status, images and Build channel, as the mask may', async () => {
    stubApi(
      {
        '/api/oo-apps/3': () =>
          anOoApp(3, {
            ownerType: 'CONTENT_OWNER',
            publisher: null,
            contentOwner: { id: 8, name: 'Studio' },
          }),
        '/api/roku-app/3/builds': () => [],
        '/api/playlists': () => ({ content: [], totalElements: 0 }),
        '/api/channels': () => ({ content: [], totalElements: 0 }),
      },
      { role: 'CONTENT_OWNER', contentOwnerId: 8 },
    );
    renderInApp(
      <MeContext value={ownerUser}>
        <OwnOoAppPage home={{ kind: 'contentOwner', id: 8 }} appId={3} />
      </MeContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Roku channel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Build channel' })).toBeTruthy();
    expect(screen.getAllByText('Splash screen (FHD), 1920×1080').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox', { name: /Owner type/ })).toBeNull();
  });

  it('makes a new app for the content owner itself, without asking whose it is', async () => {
    const { requestsTo } = stubApi(
      {
        'POST /api/oo-apps': () => anOoApp(12, { name: 'Studio TV' }),
        '/api/oo-apps/12': () => anOoApp(12, { name: 'Studio TV' }),
        '/api/roku-app/12/builds': () => [],
        '/api/playlists': () => ({ content: [], totalElements: 0 }),
        '/api/channels': () => ({ content: [], totalElements: 0 }),
      },
      { role: 'CONTENT_OWNER', contentOwnerId: 8 },
    );
    renderInApp(
      <MeContext value={ownerUser}>
        <OwnOoAppCreatePage home={{ kind: 'contentOwner', id: 8 }} />
      </MeContext>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Studio TV');
    expect(screen.queryByRole('combobox', { name: /Owner type/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(requestsTo('/api/oo-apps').some((r) => r.init.method === 'POST')).toBe(true));
    const sent = requestsTo('/api/oo-apps').find((r) => r.init.method === 'POST')!;
    expect(JSON.parse(String(sent.init.body))).toMatchObject({
      name: 'Studio TV',
      ownerType: 'CONTENT_OWNER',
      coId: 8,
      publisherId: null,
    });
    expect(headerOf(sent.init)).toBe('CONTENT_OWNER:8');
  });

  it("shows no app of another owner: the API's 404 is the page's Not found", async () => {
    stubApi({}, { role: 'PUBLISHER', publisherId: 4 });
    renderInApp(
      <MeContext value={publisherUser}>
        <OwnOoAppPage home={{ kind: 'publisher', id: 4 }} appId={99} />
      </MeContext>,
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Roku channel' })).toBeNull());
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });

  it("guards each app page as its home: another publisher's or content owner's id sends the user home", () => {
    setMask(null);
    const router = createAppRouter(createMemoryHistory(), {
      load: async () => undefined,
      open: () => undefined,
    });
    const routeAt = (path: string) =>
      Object.values<AnyRoute>(router.routesById).find((route) => route.fullPath === path)!;
    const enter = (path: string, me: typeof publisherUser, params: Record<string, number>) => {
      try {
        return routeAt(path).options.beforeLoad({ context: { me }, params });
      } catch (thrown) {
        if (isRedirect(thrown)) return { redirected: thrown.options.href ?? thrown.options.to };
        throw thrown;
      }
    };
    const publisherApp = (id: string) =>
      enter('/p/$id/oo-apps/$appId', publisherUser, { id: Number(id), appId: 3 });
    const ownerApp = (me: typeof ownerUser, contentOwnerId: string) =>
      enter('/co/$contentOwnerId/oo-apps/$appId', me, { contentOwnerId: Number(contentOwnerId), appId: 3 });
    expect(publisherApp('5')).toEqual({ redirected: '/' });
    expect(publisherApp('4')).toEqual({ mask: { role: 'PUBLISHER', publisherId: 4 } });
    // Its own publisher's mask stays the working one: another id in the URL goes back to its home.
    expect(publisherApp('5')).toEqual({ redirected: '/p/4' });
    setMask(null);
    expect(ownerApp(ownerUser, '9')).toEqual({ redirected: '/' });
    expect(ownerApp(ownerUser, '8')).toEqual({ mask: { role: 'CONTENT_OWNER', contentOwnerId: 8 } });
    expect(ownerApp(ownerUser, '9')).toEqual({ redirected: '/co/8' });
    setMask(null);
    expect(ownerApp(publisherUser, '8')).toEqual({ redirected: '/' });
  });
});
