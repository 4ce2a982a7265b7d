import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusTile } from './status-tile';

describe('StatusTile (part 2 §2)', () => {
  it('shows the status label in lower case with its count', () => {
    render(<StatusTile status="ACTIVE" count={12} />);
    const tile = screen.getByRole('button');
    expect(tile.textContent).toContain('active');
    expect(tile.textContent).not.toContain('ACTIVE');
    expect(tile.textContent).toContain('12');
  });

  it('lower-cases a given label and leaves the count out when there is none', () => {
    render(<StatusTile status="INACTIVE" label="Paused For Now" />);
    expect(screen.getByRole('button').textContent).toBe('paused for now');
  });

  it('reports the status name on click', async () => {
    const onSelect = vi.fn();
    render(<StatusTile status="ARCHIVED" label="Archived" count={0} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith('ARCHIVED');
  });

  it('marks the active look and the compact look', () => {
    render(
      <>
        <StatusTile status="ACTIVE" active compact />
        <StatusTile status="INACTIVE" />
      </>,
    );
    const [active, inactive] = screen.getAllByRole('button');
    expect(active?.getAttribute('aria-pressed')).toBe('true');
    expect(active?.getAttribute('data-compact')).toBe('true');
    expect(inactive?.getAttribute('aria-pressed')).toBe('false');
    expect(inactive?.hasAttribute('data-compact')).toBe(false);
  });

  it('shows a count that stopped at its cap as a lower bound: "1,000+"', () => {
    render(<StatusTile status="ACTIVE" count={1000} capped />);
    expect(screen.getByRole('button').textContent).toBe('active1,000+');
  });
});
