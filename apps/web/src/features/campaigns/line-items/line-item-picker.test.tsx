import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMask } from '../../../api/mask-store';
import { currentToasts } from '../../../api/toast-store';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { aLineItem } from '../../../test/campaign-builders';
import { renderInApp } from '../../../test/render';
import { EntityPicker } from '../../../ui/pickers/entity-picker';

const source = recordPickerSource('line-items');

describe('the line item picker (part 2 §2, §7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it("is labelled 'Select line item' and asks page 0, size 1000, by name and ids", async () => {
    expect(source.label).toBe('Select line item');
    const { requestsTo } = stubApi({
      [CAMPAIGN_API.lineItems]: () => ({
        content: [aLineItem(3, { name: 'Holiday sponsorship' })],
        totalElements: 1,
      }),
    });
    const items = await source.fetch({ search: 'holiday', ids: [3] });
    const asked = requestsTo(CAMPAIGN_API.lineItems)[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ page: '0', size: '1000', name: 'holiday', ids: '3' });
    expect(items[0]).toMatchObject({ id: 3, name: 'Holiday sponsorship', statusLabel: 'Active' });
  });

  it("says 'Error while fetching line item autocomplete data.' when it cannot load", async () => {
    stubApi({ [CAMPAIGN_API.lineItems]: () => jsonResponse(500, { code: 1000, messages: [] }) });
    renderInApp(<EntityPicker source={source} value={null} onChange={vi.fn()} />);
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(
        'Error while fetching line item autocomplete data.',
      ),
    );
  });
});
