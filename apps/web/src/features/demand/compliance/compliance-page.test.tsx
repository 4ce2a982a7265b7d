import type { Approval } from '@adcast/domain/demand/compliance';
import { COMPLIANCE_API } from '@adcast/domain/demand/compliance-paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMask } from '../../../api/mask-store';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { CompliancePage } from './compliance-page';
import { PartnerComplianceCard } from './partner-compliance-card';

const pending: Approval = {
  id: 11,
  demandPartner: { id: 3, displayName: 'Magnite' },
  kind: 'DOMAIN',
  inventory: { id: 40, name: 'http://news.example.com', title: null },
  publisher: { id: 4, name: 'Studio' },
  status: 'PENDING',
  note: null,
  requestedOn: '2026-10-01T09:30:00.000Z',
  decidedOn: null,
  version: 1,
};
const rejected: Approval = {
  ...pending,
  id: 12,
  kind: 'APP',
  inventory: { id: 41, name: 'com.studio.tv', title: 'Studio TV' },
  status: 'REJECTED',
  note: 'Not CTV',
  decidedOn: '2026-11-02',
};

const stub = (mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' }) =>
  stubApi(
    {
      [COMPLIANCE_API.approvals]: () => ({ content: [pending, rejected], totalElements: 2 }),
      [COMPLIANCE_API.partnerApprovals(3)]: () => ({ content: [pending], totalElements: 1 }),
      [`PUT ${COMPLIANCE_API.decide}`]: () => ({ changed: 1 }),
      [`POST ${COMPLIANCE_API.partnerCsv(3)}`]: () => ({
        applied: false,
        counts: { CREATE: 1, UPDATE: 0, UNCHANGED: 0, ERROR: 1 },
        rows: [
          { line: 2, action: 'CREATE', name: 'com.studio.tv', id: null, messages: [] },
          {
            line: 3,
            action: 'ERROR',
            name: 'nowhere.example',
            id: null,
            messages: ['The publisher has no such domain or app in your reach'],
          },
        ],
      }),
    },
    mask,
  );

describe('the Compliance page (Demand → Compliance)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it('lists approvals with partner, publisher, state, dates and note, asking for pending ones first', async () => {
    const api = stub();
    renderInApp(<CompliancePage />);
    const row = (await screen.findByText('Studio TV (com.studio.tv)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Not CTV')).toBeTruthy();
    expect(within(row).getByText('2026-11-02')).toBeTruthy();
    const [asked] = api.requestsTo(COMPLIANCE_API.approvals);
    expect(asked?.url.searchParams.get('status')).toBe('PENDING');
  });

  it('approves the chosen rows in bulk with a note', async () => {
    const api = stub();
    renderInApp(<CompliancePage />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select Magnite: http://news.example.com' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set approval' });
    await userEvent.click(within(dialog).getByLabelText('Note'));
    await userEvent.paste('Checked the site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.requestsTo(COMPLIANCE_API.decide)).toHaveLength(1));
    const body = JSON.parse(String(api.requestsTo(COMPLIANCE_API.decide)[0]?.init.body));
    expect(body).toMatchObject({
      items: [{ demandPartnerId: 3, kind: 'DOMAIN', inventoryId: 40 }],
      status: 'APPROVED',
      note: 'Checked the site',
    });
  });

  it('offers a read-only admin no selection, no actions and no requests', async () => {
    stub({ role: 'READ_ONLY_ADMIN' });
    renderInApp(<CompliancePage />);
    await screen.findByText('Studio TV (com.studio.tv)');
    expect(screen.queryByRole('checkbox', { name: 'Select Magnite: http://news.example.com' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request approvals' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });
});

describe("the compliance card of a partner's details", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it("previews the partner's CSV row by row before anything is applied", async () => {
    const api = stub();
    renderInApp(<PartnerComplianceCard partnerId={3} />);
    await screen.findByText('http://news.example.com');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const file = new File(['Type,Publisher ID,Domain or bundle ID,Status\n'], 'approvals.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), file);
    expect(await screen.findByText('Line 3: Error — nowhere.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toHaveProperty('disabled', true);
    const [sent] = api.requestsTo(COMPLIANCE_API.partnerCsv(3));
    expect(sent?.url.searchParams.get('dryRun')).toBe('true');
  });
});
