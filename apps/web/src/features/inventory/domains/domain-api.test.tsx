import { NO_DOMAINS_HINT } from '@adcast/domain/picker-labels';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { domainPickerSource } from './domain-api';

describe('the domain picker (part 2 §2)', () => {
  it(`shows "${NO_DOMAINS_HINT}" when the publisher's list is empty, asking for that publisher's domains`, async () => {
    const api = stubApi({ '/api/publishers/4/domains': () => ({ content: [], totalElements: 0 }) });
    renderInApp(<EntityPicker source={domainPickerSource(4)} value={null} onChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Select domain' }));
    expect(await screen.findByText(NO_DOMAINS_HINT)).toBeTruthy();
    expect(api.requestsTo('/api/publishers/4/domains')[0]?.url.searchParams.get('size')).toBe('1000');
  });

  it('offers the domains by url', async () => {
    stubApi({
      '/api/publishers/4/domains': () => ({
        content: [{ id: 9, url: 'http://news.example.com', status: 'ACTIVE', networkId: null }],
        totalElements: 1,
      }),
    });
    renderInApp(<EntityPicker source={domainPickerSource(4)} value={null} onChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Select domain' }));
    expect(await screen.findByRole('option', { name: /news\.example\.com/ })).toBeTruthy();
  });
});
