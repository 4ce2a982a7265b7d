import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { BulkEditDialog } from './bulk-edit-dialog';
import { bulkDataOf, bulkEditSavable } from './bulk-edit-rules';
import { EMPTY_VIDEO_FIELDS } from './video-fields';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

const saveButton = () => screen.getByText('Save').closest('button') as HTMLButtonElement;

describe("'Edit selected videos' Save (part 2 §5)", () => {
  it('is disabled when the owner type is not the product’s own and no owner is picked', async () => {
    stubApi({});
    renderInApp(<BulkEditDialog videoIds={[1, 2]} onClose={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByText('Edit selected videos', {}, LOADED);
    fireEvent.click(screen.getByLabelText('Publisher'));
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Content owner'));
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Adcast'));
    expect(saveButton().disabled).toBe(false);
  });

  it('is disabled for a Published At later than today, with the message', async () => {
    stubApi({});
    renderInApp(<BulkEditDialog videoIds={[1]} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Published At', {}, LOADED), {
      target: { value: '2999-01-01' },
    });
    expect(screen.getByText('Published At cannot be later than today')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('sends only what was chosen; an owner is sent with its owner type', () => {
    const values = { ...EMPTY_VIDEO_FIELDS, ownerType: 'CONTENT_OWNER' as const, publisherId: null, coId: 4 };
    expect(bulkDataOf({ ...values, tags: ['Live'] })).toEqual({
      ownerType: 'CONTENT_OWNER',
      coId: 4,
      publisherId: null,
      tags: ['Live'],
    });
    expect(bulkEditSavable({ ...values, coId: 4 }, null, 0)).toBe(false);
    expect(bulkEditSavable({ ...values, ownerType: null, coId: null }, null, 2)).toBe(false);
  });
});
