import { DEAL_CONTRACT } from '@adcast/domain/demand/deal-contract';
import { DEAL_MESSAGES } from '@adcast/domain/demand/deal-messages';
import type { DealInput } from '@adcast/domain/demand/deals';
import { RECORD_FIELD_MESSAGES } from '@adcast/domain/record-fields';
import type { Me } from '@adcast/domain/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aDeal, aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { type SaveFailure, SaveFailureProvider } from '../../../ui/form-errors';
import { DealForm, emptyDeal } from './deal-form';

const EMPTY = emptyDeal(null);

async function renderForm({
  me = aUser(),
  initial = EMPTY,
  readOnly = false,
  failure = null,
}: {
  me?: Me;
  initial?: DealInput;
  readOnly?: boolean;
  /** How the page's last save failed. */
  failure?: SaveFailure | null;
} = {}) {
  const api = stubApi({
    '/api/networks': () => [
      { id: 3, name: 'CTVBuyer' },
      { id: 5, name: 'Northwind' },
    ],
    '/api/placements': () => ({ content: [], totalElements: 0 }),
    '/api/dpconnection': () => ({ content: [], totalElements: 0 }),
  });
  const onSubmit = vi.fn();
  renderInApp(
    <MeContext value={me}>
      <SaveFailureProvider failure={failure}>
        <DealForm
          initial={initial}
          submitLabel="Create"
          saving={false}
          readOnly={readOnly}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </SaveFailureProvider>
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return { ...api, onSubmit };
}

const field = (label: RegExp | string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const select = (label: RegExp) => screen.getByRole('combobox', { name: label });
const selected = (label: RegExp) => select(label).textContent;

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(select(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired() {
  await userEvent.type(field(/Name/), 'Spring CTV');
  await userEvent.type(field(/Deal ID/), 'spring-ctv');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Floor CPM/ }), '7.25');
}

describe('the deal form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a Deal ID another deal holds under the Deal ID field as well as above the buttons', async () => {
    const taken = DEAL_MESSAGES.duplicateDealId;
    await renderForm({
      initial: { ...EMPTY, dealId: 'spring-ctv' },
      failure: { status: 409, messages: [taken] },
    });
    await waitFor(() => expect(field(/Deal ID/).getAttribute('aria-invalid')).toBe('true'));
    expect(field(/Deal ID/).getAttribute('aria-describedby')).toBeTruthy();
    const under = document.getElementById(field(/Deal ID/).getAttribute('aria-describedby')!);
    expect(under?.textContent).toBe(taken);
    expect(screen.getByRole('alert').textContent).toBe(taken);
    expect(field(/Name/).getAttribute('aria-invalid')).toBe('false');
  });

  it('explains the Deal ID rule and says it again for an id bidders could not take', async () => {
    await renderForm();
    const dealId = field(/Deal ID/);
    expect(screen.getByText(DEAL_MESSAGES.dealId)).toBeTruthy();
    await userEvent.type(dealId, 'spring deal');
    await waitFor(() => expect(dealId.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.clear(dealId);
    await userEvent.type(dealId, 'spring-2026_ctv');
    await waitFor(() => expect(dealId.getAttribute('aria-invalid')).toBe('false'));
  });

  it('sets Bid floor price when the type becomes a fixed-price deal, and a first price auction for a private auction', async () => {
    await renderForm();
    expect(selected(/Auction/)).toBe('First price');
    await choose(/Deal type/, 'Programmatic guaranteed');
    await waitFor(() => expect(selected(/Auction/)).toBe('Bid floor price'));
    fireEvent.mouseDown(select(/Auction/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Bid floor price',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await choose(/Deal type/, 'Private auction');
    await waitFor(() => expect(selected(/Auction/)).toBe('First price'));
    expect(screen.getByText(DEAL_MESSAGES.auctionForType)).toBeTruthy();
  });

  it('refuses an end date before the start date', async () => {
    await renderForm();
    await fillRequired();
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2026-05-01' } });
    fireEvent.blur(screen.getByLabelText('End'));
    expect(await screen.findByText(RECORD_FIELD_MESSAGES.endBeforeStart)).toBeTruthy();
  });

  it('adds buyer seats and advertiser domains as chips on Enter or a comma, and says which domain is no domain', async () => {
    await renderForm();
    const seats = screen.getByLabelText('Buyer seats');
    fireEvent.change(seats, { target: { value: 'seat-77' } });
    fireEvent.keyDown(seats, { key: 'Enter' });
    fireEvent.change(seats, { target: { value: 'seat-78,' } });
    expect(screen.getByRole('button', { name: 'seat-77' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'seat-78' })).toBeTruthy();
    const domains = screen.getByLabelText('Advertiser domains');
    fireEvent.change(domains, { target: { value: 'https://brand.com/shop' } });
    fireEvent.keyDown(domains, { key: 'Enter' });
    expect(await screen.findByText(RECORD_FIELD_MESSAGES.advertiserDomain)).toBeTruthy();
  });

  it('sends the deal as the domain schema reads it', async () => {
    const { onSubmit } = await renderForm();
    await fillRequired();
    await choose(/Currency/, 'EUR');
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Spring CTV',
      dealId: 'spring-ctv',
      dealType: 'PRIVATE_AUCTION',
      auctionType: 'FIRST_PRICE',
      floorCpm: 7.25,
      currency: 'EUR',
      networkId: null,
      startDate: null,
      buyerSeats: [],
    });
  });

  it('offers staff without a network the Network choice', async () => {
    await renderForm();
    fireEvent.mouseDown(select(/Network/));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No network', 'CTVBuyer', 'Northwind']),
    );
    fireEvent.keyDown(listbox, { key: 'Escape' });
  });

  it("hides Network from a network user, whose deals are its network's", async () => {
    await renderForm({
      me: aUser({ network: { id: 3, name: 'CTVBuyer' } }),
      initial: { ...EMPTY, networkId: 3 },
    });
    expect(screen.queryByRole('combobox', { name: /Network/ })).toBeNull();
    expect(screen.getByLabelText(/Select placement/)).toBeTruthy();
  });

  it('shows a read-only user every field disabled and no Save', async () => {
    const deal = aDeal(4, { buyerSeats: ['seat-9'] });
    await renderForm({ initial: DEAL_CONTRACT.inputOf(deal), readOnly: true });
    expect(field(/Name/).disabled).toBe(true);
    expect(field(/Deal ID/).disabled).toBe(true);
    expect(select(/Deal type/).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByLabelText('Buyer seats') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Select placement/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
