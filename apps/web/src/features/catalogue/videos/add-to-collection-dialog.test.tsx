import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { AddToCollectionDialog, addToCollectionSavable } from './add-to-collection-dialog';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

describe("'Add to collection' Save (part 2 §5)", () => {
  it('is disabled without selected videos and collections', () => {
    expect(addToCollectionSavable([], [3])).toBe(false);
    expect(addToCollectionSavable([1], [])).toBe(false);
    expect(addToCollectionSavable([1, 2], [3])).toBe(true);
  });

  it('offers Save disabled until a collection is chosen, and a + to create one', async () => {
    stubApi({});
    renderInApp(<AddToCollectionDialog videoIds={[1, 2]} onClose={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByText('Add to collection', {}, LOADED);
    expect((screen.getByText('Save').closest('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Create a new collection')).toBeTruthy();
  });
});
