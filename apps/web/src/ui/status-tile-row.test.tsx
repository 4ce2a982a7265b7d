import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusTileRow } from './status-tile-row';

const counts = [
  { status: 'ACTIVE', count: 3 },
  { status: 'INACTIVE', count: 1 },
  { status: 'ARCHIVED', count: 0 },
];

describe('StatusTileRow', () => {
  it('is one tab stop: the arrow keys move between the tiles and Space toggles the one in focus', async () => {
    const onToggle = vi.fn();
    render(<StatusTileRow counts={counts} chosen={['ACTIVE']} onToggle={onToggle} />);
    const tiles = within(screen.getByRole('toolbar', { name: 'Status filter' })).getAllByRole('button');
    const stops = () => tiles.filter((tile) => tile.tabIndex === 0).map((tile) => tile.textContent);
    expect(stops()).toEqual(['active3']);
    const user = userEvent.setup({ delay: null });
    await user.tab();
    expect(document.activeElement).toBe(tiles[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tiles[2]);
    expect(stops()).toEqual(['archived0']);
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith('ARCHIVED');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tiles[1]);
    await user.tab();
    expect(tiles).not.toContain(document.activeElement);
  });
});
