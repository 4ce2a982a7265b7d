import { MESSAGES } from '@adcast/domain/messages';
import { PICKER_LABELS, PICKER_PLACEHOLDER } from '@adcast/domain/picker-labels';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../api/toast-store';
import { jsonResponse, stubApi } from '../test/api-stub';
import { aDeal } from '../test/deal-builder';
import { renderInApp } from '../test/render';
import { EntityPicker } from '../ui/pickers/entity-picker';
import { recordPickerSource } from './record-picker-api';

const page = (content: unknown[]) => ({ content, totalElements: content.length });
const dealSource = recordPickerSource('deals');

describe("a record area's picker, from its contract: deals (part 2 §2, §7, §8)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is labelled 'Select deal' with the placeholder 'Search'", async () => {
    expect([dealSource.label, dealSource.placeholder]).toEqual(['Select deal', 'Search']);
    stubApi({ '/api/deal': () => page([]) });
    renderInApp(<EntityPicker source={dealSource} value={null} onChange={vi.fn()} />);
    const input = await screen.findByRole('combobox', { name: PICKER_LABELS.deal });
    expect(input.getAttribute('placeholder')).toBe(PICKER_PLACEHOLDER);
  });

  it('asks for page 0, size 1000 by name, and by ids alone for a preselection', async () => {
    const { requestsTo } = stubApi({
      '/api/deal': () => page([aDeal(4, { name: 'Spring CTV', network: { id: 3, name: 'CTVBuyer' } })]),
    });
    const items = await dealSource.fetch({ search: 'spring' });
    await dealSource.fetch({ search: '', ids: [4, 9] });
    expect(requestsTo('/api/deal').map((request) => request.url.search)).toEqual([
      '?page=0&size=1000&name=spring',
      '?page=0&size=1000&ids=4%2C9',
    ]);
    expect(items).toEqual([
      { id: 4, name: 'Spring CTV', networkId: 3, statusLabel: 'Active', color: '#2e7d32' },
    ]);
  });

  it('shows the chosen deals as chips with a status dot', async () => {
    stubApi({
      '/api/deal': () =>
        page([aDeal(4, { name: 'Spring CTV' }), aDeal(9, { name: 'Winter PG', status: 'INACTIVE' })]),
    });
    renderInApp(<EntityPicker source={dealSource} multiple value={[4, 9]} onChange={vi.fn()} />);
    const chip = await screen.findByRole('button', { name: 'Winter PG' });
    expect(within(chip).getByRole('img', { name: 'Inactive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spring CTV' })).toBeTruthy();
  });

  it(`says '${MESSAGES.errorDealsAutocomplete}' when the deals cannot load`, async () => {
    stubApi({ '/api/deal': () => jsonResponse(500, { code: 1000, messages: [] }) });
    renderInApp(<EntityPicker source={dealSource} value={null} onChange={vi.fn()} />);
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(
        'Error while fetching deals autocomplete data.',
      ),
    );
  });
});
