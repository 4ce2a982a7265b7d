import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog (part 2 §2)', () => {
  it("defaults to 'Please confirm your action', 'Are you sure?', Cancel and 'Yes!'", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Please confirm your action')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is named by its own title when two are open at once (one over another dialog)', () => {
    render(
      <>
        <ConfirmDialog open title="Delete view" onConfirm={vi.fn()} onCancel={vi.fn()} />
        <ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Delete view' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Please confirm your action' })).toBeTruthy();
  });

  it('takes its own title, text and button label', () => {
    render(
      <ConfirmDialog
        open
        title="Remove owner"
        text="Are you sure you want to remove owner from video(s)?"
        confirmLabel="Remove"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Remove owner')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to remove owner from video(s)?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Yes!' })).toBeNull();
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
