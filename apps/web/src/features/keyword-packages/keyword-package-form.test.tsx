import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { aUser } from '../../test/deal-builder';
import { renderInApp } from '../../test/render';
import { SaveFailureProvider } from '../../ui/form-errors';
import { emptyKeywordPackage, KeywordPackageForm } from './keyword-package-form';

describe('the keyword package form', () => {
  it('adds keyword rows and sends each with its guide field, a rating in capitals', async () => {
    stubApi({ '/api/networks': () => [{ id: 3, name: 'CTVBuyer' }] });
    const onSubmit = vi.fn();
    renderInApp(
      <MeContext value={aUser()}>
        <SaveFailureProvider failure={null}>
          <KeywordPackageForm
            initial={{ ...emptyKeywordPackage(null), keywords: [{ field: 'RATING', value: '' }] }}
            submitLabel="Create"
            saving={false}
            readOnly={false}
            onSubmit={onSubmit}
            onCancel={vi.fn()}
          />
        </SaveFailureProvider>
      </MeContext>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), {
      target: { value: 'Teen evenings' },
    });
    // A transition of an earlier test's popup may still hold pointer events off the page.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    const values = screen.getAllByRole('textbox', { name: /Value/ });
    expect(values).toHaveLength(2);
    fireEvent.change(values[0]!, { target: { value: 'tv-14' } });
    fireEvent.change(values[1]!, { target: { value: 'Drama' } });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Teen evenings',
      keywords: [
        { field: 'RATING', value: 'TV-14' },
        { field: 'GENRE', value: 'Drama' },
      ],
    });
  });
});
