import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../../api/toast-store';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { bundlePickerSource } from './bundle-api';

const anApp = (id: number, bundleId: string) => ({
  id,
  name: `App ${id}`,
  bundleId,
  status: 'ACTIVE',
  networkId: null,
});

describe('the app and bundle id pickers (part 2 §7, §8)', () => {
  it('offers one publisher its bundle ids as chips, asking for size 1000 by bundleId', async () => {
    const api = stubApi({
      '/api/apps/bundles': () => ({
        content: [anApp(3, 'com.tv.one'), anApp(5, 'com.tv.two')],
        totalElements: 2,
      }),
    });
    renderInApp(<EntityPicker source={bundlePickerSource(8)} multiple value={[3, 5]} onChange={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'com.tv.one' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'com.tv.two' })).toBeTruthy();
    const asked = api.requestsTo('/api/apps/bundles')[0]!.url.searchParams;
    expect([asked.get('size'), asked.get('publisherIds')]).toEqual(['1000', '8']);
  });

  it("says 'Error while fetching bundles autocomplete data' when the bundles cannot load", async () => {
    stubApi({ '/api/apps/bundles': () => jsonResponse(500, { code: 1000, messages: [] }) });
    renderInApp(<EntityPicker source={bundlePickerSource()} value={null} onChange={vi.fn()} />);
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(
        'Error while fetching bundles autocomplete data',
      ),
    );
  });

  it("says 'Error while fetching app autocomplete data' when the apps cannot load", async () => {
    stubApi({ '/api/apps': () => jsonResponse(500, { code: 1000, messages: [] }) });
    renderInApp(<EntityPicker source={recordPickerSource('apps')} value={null} onChange={vi.fn()} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Select app' }));
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(
        'Error while fetching app autocomplete data',
      ),
    );
  });
});
