import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMask } from '../api/mask-store';
import { currentToasts } from '../api/toast-store';
import { jsonResponse, stubApi } from '../test/api-stub';
import { renderInApp } from '../test/render';
import { EntityPicker } from '../ui/pickers/entity-picker';
import type { PickerSource } from '../ui/pickers/picker-source';
import {
  connectionSource,
  demandPartnerSource,
  placementSource,
  publisherSource,
} from './picker-sources-api';

const page = (content: unknown[]) => ({ content, totalElements: content.length });

describe('picker sources (part 2 §2, §7, §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it('label the pickers as part 2 §2 says', () => {
    expect(
      [demandPartnerSource, connectionSource, placementSource, publisherSource].map((source) => [
        source.label,
        source.placeholder,
      ]),
    ).toEqual([
      ['Demand partner search', 'Search (autocomplete)'],
      ['Select connection', 'Search'],
      ['Select placement', 'Search'],
      ['Publisher search', 'Search (autocomplete)'],
    ]);
  });

  it('ask for demand partners by displayName and ids, page 0, size 1000', async () => {
    const { requestsTo } = stubApi({
      '/api/dp/all': () =>
        page([
          { id: 7, displayName: 'CTVBuyer Direct', status: 'ACTIVE', network: { id: 3, name: 'CTVBuyer' } },
        ]),
    });
    const items = await demandPartnerSource.fetch({ search: 'ctv', ids: [7] });
    expect(requestsTo('/api/dp/all')[0]!.url.search).toBe('?page=0&size=1000&displayName=ctv&ids=7');
    expect(items).toEqual([
      { id: 7, name: 'CTVBuyer Direct', networkId: 3, statusLabel: 'Active', color: '#2e7d32' },
    ]);
  });

  it('ask for connections by name, networks and ids, leaving archived ones out', async () => {
    const { requestsTo } = stubApi({ '/api/dpconnection': () => page([]) });
    await connectionSource.fetch({ search: 'atlas', networkIds: [3] });
    expect(requestsTo('/api/dpconnection')[0]!.url.search).toBe(
      '?page=0&size=1000&name=atlas&networkIds=3&status=ACTIVE%2CINACTIVE',
    );
  });

  it('ask for placements by searchTerm and networks', async () => {
    const { requestsTo } = stubApi({
      '/api/placements': () =>
        page([{ id: 5, name: 'Evergreen Pre-roll', status: 'INACTIVE', networkId: 3 }]),
    });
    const items = await placementSource.fetch({ search: 'pre', networkIds: [3] });
    expect(requestsTo('/api/placements')[0]!.url.search).toBe(
      '?page=0&size=1000&searchTerm=pre&networkIds=3',
    );
    expect(items[0]).toMatchObject({ id: 5, networkId: 3, statusLabel: 'Inactive', color: '#bdbdbd' });
  });

  it('ask for publishers by name', async () => {
    const { requestsTo } = stubApi({
      '/api/publishers': () => page([{ id: 2, name: 'Blue Harbor TV', status: 'ARCHIVED', network: null }]),
    });
    const items = await publisherSource.fetch({ search: 'blue' });
    expect(requestsTo('/api/publishers')[0]!.url.search).toBe('?page=0&size=1000&name=blue');
    expect(items[0]).toMatchObject({ name: 'Blue Harbor TV', networkId: null, statusLabel: 'Archived' });
  });

  const failures: [PickerSource, string, string][] = [
    [demandPartnerSource, '/api/dp/all', 'Error while fetching demand partner autocomplete data.'],
    [connectionSource, '/api/dpconnection', 'Error while fetching connection autocomplete data.'],
    [placementSource, '/api/placements', 'Error while fetching placements autocomplete data.'],
    [publisherSource, '/api/publishers', 'Error while fetching publisher autocomplete data.'],
  ];
  for (const [source, path, message] of failures) {
    it(`say '${message}' when the ${source.key} picker cannot load`, async () => {
      stubApi({ [path]: () => jsonResponse(500, { code: 1000, messages: [] }) });
      renderInApp(<EntityPicker source={source} value={null} onChange={vi.fn()} />);
      fireEvent.mouseDown(await screen.findByRole('combobox'));
      await waitFor(() => expect(currentToasts().map((toast) => toast.message)).toContain(message));
    });
  }
});
