import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { addValues, matchingValues, ValuePicker, type ValueSource } from './value-picker';

const source: ValueSource = {
  key: 'tags-test',
  label: 'Select tag',
  errorMessage: 'Error occurred during getting flags / genres / tags.',
  fetch: vi.fn(async () => ['Drama', 'drum & bass', 'Comedy']),
};

function Harness({ onChange }: { onChange: (values: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ValuePicker
      multiple
      allowCustom
      source={source}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the picker of plain values (flags, genres, tags)', () => {
  it('offers values holding the text in any case, never one already chosen, at most 10', () => {
    expect(matchingValues(['Drama', 'drum & bass', 'Comedy'], 'DR', ['Drama'])).toEqual(['drum & bass']);
    expect(
      matchingValues(
        Array.from({ length: 15 }, (_, i) => `tag ${i}`),
        'tag',
        [],
      ),
    ).toHaveLength(10);
  });

  it('adds custom values trimmed and only once', () => {
    expect(addValues(['Drama'], ['  Live ', 'Drama', '', 'Live'])).toEqual(['Drama', 'Live']);
  });

  it('adds a typed value on Enter and on a comma, and clears the input', async () => {
    const onChange = vi.fn();
    renderInApp(<Harness onChange={onChange} />);
    const input = (await screen.findByLabelText('Select tag')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '  Live  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['Live']);
    fireEvent.change(input, { target: { value: 'Late night,' } });
    expect(onChange).toHaveBeenLastCalledWith(['Live', 'Late night']);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'Live' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['Live', 'Late night']);
    expect(screen.getByText('Late night')).toBeTruthy();
  });
});
