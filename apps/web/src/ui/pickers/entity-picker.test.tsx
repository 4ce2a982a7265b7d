import type { Me } from '@adcast/domain/user';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../session/me';
import { renderInApp } from '../../test/render';
import { EntityPicker, type EntityPickerProps } from './entity-picker';
import type { PickerItem, PickerQuery, PickerSource } from './picker-source';

const ITEMS: PickerItem[] = [
  { id: 1, name: 'Zeta Demand', networkId: null, color: '#2e7d32', statusLabel: 'Active' },
  { id: 2, name: 'atlas Demand', networkId: 3, color: '#757575', statusLabel: 'Archived' },
  { id: 3, name: 'Bluefin Exchange', networkId: 2, color: '#2e7d32', statusLabel: 'Active' },
];

function fakeSource() {
  const fetch = vi.fn(async (query: PickerQuery) =>
    ITEMS.filter(
      (item) =>
        (query.ids === undefined || query.ids.includes(item.id)) &&
        item.name.toLowerCase().includes(query.search.toLowerCase()),
    ),
  );
  const source: PickerSource = {
    key: `fake-${Math.random()}`,
    label: 'Demand partner search',
    placeholder: 'Search (autocomplete)',
    errorMessage: 'Error while fetching demand partner autocomplete data.',
    fetch,
  };
  return { source, fetch };
}

const user = (network: Me['network']): Me => ({
  id: 1,
  email: 'admin@adcast.test',
  name: 'Admin',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network,
});

async function renderPicker(props: EntityPickerProps, me: Me = user(null)) {
  renderInApp(
    <MeContext value={me}>
      <EntityPicker {...props} />
    </MeContext>,
  );
  await screen.findByRole('combobox');
  return { input: () => screen.getByRole('combobox') };
}

/** A multi picker whose network list a button narrows to network 3. */
function NetworkHarness(props: Extract<EntityPickerProps, { multiple: true }>) {
  const [networkIds, setNetworkIds] = useState<number[]>([2, 3]);
  return (
    <>
      <button type="button" onClick={() => setNetworkIds([3])}>
        Only network 3
      </button>
      <EntityPicker {...props} networkIds={networkIds} />
    </>
  );
}

const searchesFor = (fetch: ReturnType<typeof fakeSource>['fetch'], text: string) =>
  fetch.mock.calls.filter(([query]) => query.search === text && query.ids === undefined).length;

const optionNames = async () =>
  (await screen.findAllByRole('option')).map((option) => option.textContent?.replace(/N$/, ''));

describe('EntityPicker (part 2 §2, §4, §5)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the default label and placeholder, marks required, and lists results sorted by name', async () => {
    const { source } = fakeSource();
    const { input } = await renderPicker({ source, value: null, onChange: vi.fn(), required: true });
    expect(screen.getByLabelText(/Demand partner search/).getAttribute('placeholder')).toBe(
      'Search (autocomplete)',
    );
    expect(input().hasAttribute('required')).toBe(true);
    fireEvent.mouseDown(input());
    expect(await optionNames()).toEqual(['atlas Demand', 'Bluefin Exchange', 'Zeta Demand']);
  });

  it('searches 800 ms after the last keystroke, and only when the text changed', async () => {
    const { source, fetch } = fakeSource();
    const { input } = await renderPicker({ source, value: null, onChange: vi.fn() });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input(), { target: { value: 'atl' } });
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(searchesFor(fetch, 'atl')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchesFor(fetch, 'atl')).toBe(1);

    fireEvent.change(input(), { target: { value: 'atla' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input(), { target: { value: 'atl' } });
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(searchesFor(fetch, 'atla')).toBe(0);
    expect(searchesFor(fetch, 'atl')).toBe(1);
  });

  it('narrows the listed options by the typed text at once, not only when the search answers', async () => {
    // A server that has not searched yet: it answers every item whatever the text.
    const unsearched = { ...fakeSource().source, fetch: vi.fn(async () => ITEMS) };
    const { input } = await renderPicker({ source: unsearched, value: null, onChange: vi.fn() });
    // Typing (in the focused field) opens the list, which loads while the search waits its pause.
    act(() => (input() as HTMLInputElement).focus());
    fireEvent.change(input(), { target: { value: 'ZET' } });
    expect(await optionNames()).toEqual(['Zeta Demand']);
    expect((input() as HTMLInputElement).value).toBe('ZET');
  });

  it('reports no selection when the text is cleared', async () => {
    const { source } = fakeSource();
    const onChange = vi.fn();
    const { input } = await renderPicker({ source, value: 3, onChange });
    await waitFor(() => expect((input() as HTMLInputElement).value).toBe('Bluefin Exchange'));
    fireEvent.change(input(), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(null, null);
  });

  it('reports the picked item', async () => {
    const { source } = fakeSource();
    const onChange = vi.fn();
    const { input } = await renderPicker({ source, value: null, onChange });
    fireEvent.mouseDown(input());
    fireEvent.click(await screen.findByRole('option', { name: /Zeta Demand/ }));
    expect(onChange).toHaveBeenCalledWith(1, ITEMS[0]);
  });

  it('shows chips with a status dot and does not offer chosen items again', async () => {
    const { source } = fakeSource();
    const { input } = await renderPicker({ source, multiple: true, value: [1, 3], onChange: vi.fn() });
    const chip = await screen.findByRole('button', { name: 'Zeta Demand' });
    expect(within(chip).getByRole('img', { name: 'Active' })).toBeTruthy();
    fireEvent.mouseDown(input());
    expect(await optionNames()).toEqual(['atlas Demand']);
  });

  it('reports the new list when a chip is removed', async () => {
    const { source } = fakeSource();
    const onChange = vi.fn();
    await renderPicker({ source, multiple: true, value: [1, 3], onChange });
    const chip = await screen.findByRole('button', { name: 'Zeta Demand' });
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(onChange).toHaveBeenCalledWith([3], [ITEMS[2]]);
  });

  it('drops the chips whose network is not in a changed network list', async () => {
    const { source } = fakeSource();
    const onChange = vi.fn();
    renderInApp(<NetworkHarness source={source} multiple value={[1, 2, 3]} onChange={onChange} />);
    await screen.findByRole('button', { name: 'Bluefin Exchange' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Only network 3' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([2], [ITEMS[1]]));
  });

  it("shows the 'N' badge on network items to a user without a network", async () => {
    const { source } = fakeSource();
    const { input } = await renderPicker({ source, value: null, onChange: vi.fn() });
    fireEvent.mouseDown(input());
    const options = await screen.findAllByRole('option');
    const badged = options.filter((option) => within(option).queryByText('N', { exact: true }));
    expect(badged.map((option) => option.textContent)).toEqual(['atlas DemandN', 'Bluefin ExchangeN']);
  });

  it("shows no 'N' badge to a user with a network", async () => {
    const { source } = fakeSource();
    const { input } = await renderPicker(
      { source, value: null, onChange: vi.fn() },
      user({ id: 3, name: 'CTVBuyer' }),
    );
    fireEvent.mouseDown(input());
    await screen.findAllByRole('option');
    expect(screen.queryByText('N', { exact: true })).toBeNull();
  });

  it('shows its error only once it is touched or dirty', async () => {
    const { source } = fakeSource();
    const { input } = await renderPicker({
      source,
      value: null,
      onChange: vi.fn(),
      error: 'Publisher is required',
    });
    expect(screen.queryByText('Publisher is required')).toBeNull();
    fireEvent.focus(input());
    fireEvent.blur(input());
    expect(await screen.findByText('Publisher is required')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });
});
