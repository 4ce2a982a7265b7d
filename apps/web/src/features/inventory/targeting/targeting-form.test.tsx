import { TARGETING_API } from '@adcast/domain/inventory/paths';
import { TARGETING_MESSAGES } from '@adcast/domain/inventory/targeting';
import { GEO_PAGE_SIZE_MAX } from '@adcast/domain/inventory/targeting-geo';
import { MESSAGES } from '@adcast/domain/messages';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../../api/toast-store';
import { MeContext } from '../../../session/me';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { REGION_HINTS } from './regions-field';
import { emptyTargeting, TargetingForm } from './targeting-form';

const COUNTRIES = [
  { id: 'FR', countryName: 'France', continent: 'Europe', subregion: 'Western Europe' },
  { id: 'US', countryName: 'United States', continent: 'Americas', subregion: 'Northern America' },
];

async function renderForm(countries: () => unknown = () => ({ content: COUNTRIES, totalElements: 2 })) {
  const api = stubApi({ '/api/networks': () => [], [TARGETING_API.countries]: countries });
  const onSubmit = vi.fn();
  renderInApp(
    <MeContext value={aUser()}>
      <TargetingForm
        initial={{ ...emptyTargeting(null), name: 'Evenings' }}
        submitLabel="Create"
        saving={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return { ...api, onSubmit };
}

async function pickCountry(picker: HTMLElement, name: string) {
  await userEvent.click(picker);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the targeting form: the contract’s rules under their fields', () => {
  it('refuses a country both included and excluded, under the excluded countries', async () => {
    const { onSubmit } = await renderForm();
    const [include, exclude] = screen.getAllByRole('combobox', { name: PICKER_LABELS.country });
    await pickCountry(include!, 'France');
    await pickCountry(exclude!, 'France');
    expect(
      await screen.findByText(TARGETING_MESSAGES.bothIncludedAndExcluded('Countries', ['FR'])),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a slot must end after it starts, and sends EST as New York once it does', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    const slot = screen.getByRole('group', { name: 'Slot 1' });
    const end = within(slot).getByRole('spinbutton', { name: 'End hour' });
    await userEvent.clear(end);
    await userEvent.type(end, '9');
    await userEvent.tab();
    expect(await within(slot).findByText('A slot must end after it starts')).toBeTruthy();
    await userEvent.clear(end);
    await userEvent.type(end, '2');
    const zone = screen.getByRole('textbox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'EST');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].dayParting).toEqual({
      timeZone: 'America/New_York',
      slots: [{ day: 'MONDAY', restrictedHours: true, startHour: 9, endHour: 2 }],
    });
  });

  it('finds cities by name and keeps the one chosen with its country and region', async () => {
    const austin = { id: 111, name: 'Austin', countryCode: 'US', regionCode: 'US-TX', regionName: 'Texas' };
    const stub = stubApi({
      '/api/networks': () => [],
      [TARGETING_API.countries]: () => ({ content: COUNTRIES, totalElements: 2 }),
      [TARGETING_API.cities]: () => ({ content: [austin], totalElements: 1 }),
    });
    const onSubmit = vi.fn();
    renderInApp(
      <MeContext value={aUser()}>
        <TargetingForm
          initial={{ ...emptyTargeting(null), name: 'Austin' }}
          submitLabel="Create"
          saving={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </MeContext>,
    );
    await userEvent.type(await screen.findByRole('combobox', { name: 'Included cities' }), ' aus');
    await userEvent.click(await screen.findByRole('option', { name: 'Austin (US-TX)' }, { timeout: 3000 }));
    expect(stub.requestsTo(TARGETING_API.cities).at(-1)!.url.searchParams.get('searchTerm')).toBe('aus');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].geo.include.cities).toEqual([
      { id: 111, name: 'Austin', countryCode: 'US', regionCode: 'US-TX' },
    ]);
  });

  it('picks regions by name among those of the chosen countries, keeps their codes and shows their names', async () => {
    const regions = [
      { code: 'US-NY', name: 'New York', countryCode: 'US' },
      { code: 'US-TX', name: 'Texas', countryCode: 'US' },
      { code: 'FR-IDF', name: 'Île-de-France', countryCode: 'FR' },
    ];
    const stub = stubApi({
      '/api/networks': () => [],
      [TARGETING_API.countries]: () => ({ content: COUNTRIES, totalElements: 2 }),
      [TARGETING_API.regions]: (url) => {
        const asked = url.searchParams;
        const codes = asked.get('codes')?.split(',');
        const countries = asked.get('countryCodes')?.split(',');
        const content = regions.filter(
          (region) =>
            (!codes || codes.includes(region.code)) && (!countries || countries.includes(region.countryCode)),
        );
        return { content, totalElements: content.length };
      },
    });
    const onSubmit = vi.fn();
    const initial = emptyTargeting(null);
    renderInApp(
      <MeContext value={aUser()}>
        <TargetingForm
          initial={{
            ...initial,
            name: 'Not Texas',
            geo: {
              include: { countries: [], regions: [], cities: [] },
              exclude: { countries: [], regions: ['US-TX'], cities: [] },
            },
          }}
          submitLabel="Save"
          saving={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </MeContext>,
    );
    const excluded = await screen.findByRole('combobox', { name: 'Excluded regions' });
    expect(await screen.findByRole('button', { name: 'Texas (US)' })).toBeTruthy();
    expect(screen.queryByText('US-TX')).toBeNull();
    const [include] = screen.getAllByRole('combobox', { name: PICKER_LABELS.country });
    await pickCountry(include!, 'United States');
    expect(screen.getAllByText(REGION_HINTS.ofCountries)).toHaveLength(2);
    await userEvent.type(excluded, 'york');
    await userEvent.click(await screen.findByRole('option', { name: 'New York (US)' }));
    const asked = stub.requestsTo(TARGETING_API.regions).map((request) => request.url.searchParams);
    expect(asked.find((query) => query.get('countryCodes') === 'US')?.get('size')).toBe(
      String(GEO_PAGE_SIZE_MAX),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].geo.exclude.regions).toEqual(['US-TX', 'US-NY']);
  });

  it('with no country chosen, asks the server for regions by the typed name', async () => {
    const stub = stubApi({
      '/api/networks': () => [],
      [TARGETING_API.countries]: () => ({ content: COUNTRIES, totalElements: 2 }),
      [TARGETING_API.regions]: () => ({
        content: [{ code: 'US-NY', name: 'New York', countryCode: 'US' }],
        totalElements: 1,
      }),
    });
    const onSubmit = vi.fn();
    renderInApp(
      <MeContext value={aUser()}>
        <TargetingForm
          initial={{ ...emptyTargeting(null), name: 'New York' }}
          submitLabel="Create"
          saving={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </MeContext>,
    );
    const included = await screen.findByRole('combobox', { name: 'Included regions' });
    expect(screen.getAllByText(REGION_HINTS.anyCountry)).toHaveLength(2);
    await userEvent.type(included, ' new y');
    await userEvent.click(await screen.findByRole('option', { name: 'New York (US)' }, { timeout: 3000 }));
    const named = stub.requestsTo(TARGETING_API.regions).find((r) => r.url.searchParams.has('searchTerm'));
    expect(named!.url.searchParams.get('searchTerm')).toBe('new y');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].geo.include.regions).toEqual(['US-NY']);
  });

  it('tells the spec’s message when the countries cannot be loaded', async () => {
    await renderForm(() => jsonResponse(500, { code: 1000, messages: [] }));
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(MESSAGES.errorCountryData),
    );
  });
});
