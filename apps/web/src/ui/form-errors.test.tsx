import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '../test/render';
import { FormCard, useZodForm } from './form-card';
import { type SaveFailure, SaveFailureProvider } from './form-errors';
import { FormTextField } from './form-text-field';

const Schema = z.object({ name: z.string().min(1) });

function NameForm() {
  const form = useZodForm(Schema, { name: 'Atlas US CTV Prime' });
  return (
    <FormCard form={form} onValid={vi.fn()} saving={false} submitLabel="Save" onCancel={vi.fn()}>
      <FormTextField control={form.control} name="name" label="Name" />
    </FormCard>
  );
}

/** The page around the form: its save fails once the user presses 'Fail save', as a late answer would. */
function Page({ failure }: { failure: SaveFailure | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <SaveFailureProvider failure={failed ? failure : null}>
      <button type="button" onClick={() => setFailed(true)}>
        Fail save
      </button>
      <NameForm />
    </SaveFailureProvider>
  );
}

async function renderWith(failure: SaveFailure | null) {
  renderInApp(<Page failure={failure} />);
  await screen.findByLabelText('Name');
  fireEvent.click(screen.getByRole('button', { name: 'Fail save' }));
}

describe('a failed save shows on the form (issue 7, defects 7 and 9)', () => {
  it('puts a 409 name clash on the Name field and above the buttons', async () => {
    const clash = 'A connection with this name already exists for this demand partner';
    await renderWith({ status: 409, messages: [clash] });
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(clash)).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe(clash);
  });

  it('shows other failures above the buttons only', async () => {
    await renderWith({ status: 403, messages: ['Your role may not make this change.'] });
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not make this change.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows nothing when the last save went through', async () => {
    await renderWith(null);
    await screen.findByLabelText('Name');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
