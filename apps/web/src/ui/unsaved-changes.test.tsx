import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes';

function NotesEditor() {
  const [notes, setNotes] = useState('');
  return (
    <>
      <label>
        Notes
        <input value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <UnsavedChangesGuard dirty={notes !== ''} />
    </>
  );
}

function renderEditor() {
  const root = createRootRoute({
    component: () => (
      <>
        <Link to="/placements">Back to the list</Link>
        <Outlet />
      </>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/edit', component: NotesEditor }),
      createRoute({ getParentRoute: () => root, path: '/placements', component: () => <p>The list</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/edit'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('leaving a form with unsaved changes (issue 7, defect 3)', () => {
  it('asks first; Stay keeps the edits, Leave goes', async () => {
    const router = renderEditor();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Notes'), 'Floor reviewed');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('You have unsaved changes. Leave this page and lose them?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('Floor reviewed');

    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements'));
  });

  it('lets an untouched form go without asking', async () => {
    const router = renderEditor();
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Notes');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
