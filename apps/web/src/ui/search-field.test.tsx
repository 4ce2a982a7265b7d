import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field';

function Box() {
  const [value, setValue] = useState('');
  return <SearchField value={value} onChange={setValue} />;
}

describe('SearchField', () => {
  it('takes no more than the 200 characters a list search allows: a longer paste keeps its start', async () => {
    render(<Box />);
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    await userEvent.click(box);
    await userEvent.paste('y'.repeat(300));
    expect((box as HTMLInputElement).value).toBe('y'.repeat(200));
  });
});
