import { REPORT_API } from '@adcast/domain/reports/paths';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { ErrorsPage } from './errors-page';

type Query = { dimensions: string[] };
const answer = (query: Query) => {
  const [first] = query.dimensions;
  if (first === 'errorCode')
    return [
      { errorCode: '402', errorMessage: 'media timeout', errors: 30, errorsPrevious: 20 },
      { errorCode: '', errorMessage: '', errors: 0, errorsPrevious: 0 },
    ];
  if (first === 'ivtProvider')
    return [
      { ivtProvider: 'DoubleVerify', ivtType: 'SIVT', adImpressions: 120 },
      { ivtProvider: '', ivtType: '', adImpressions: 90_000 },
    ];
  return [{ demandPartner: 'Acme SSP', errors: 5, errorsPrevious: 0 }];
};

describe('the Errors page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each VAST code, compares with the period before, and lists IVT by provider', async () => {
    stubApi({
      [REPORT_API.query]: (_url, init) => {
        const query = JSON.parse(String(init.body)) as Query;
        return { columns: [], content: answer(query), totalElements: 2, totals: {} };
      },
    });
    renderInApp(<ErrorsPage />);
    const byCode = await screen.findByRole('table', { name: 'Ad-request and VAST errors' });
    expect(await within(byCode).findByText('Timeout of MediaFile URI.')).toBeTruthy();
    expect(within(byCode).getAllByRole('row')).toHaveLength(2);
    expect(within(byCode).getByText('+50.00%')).toBeTruthy();
    const byPartner = await screen.findByRole('table', { name: 'Errors by partner' });
    expect(within(byPartner).getByText('New')).toBeTruthy();
    const ivt = await screen.findByRole('table', { name: 'Invalid traffic (IVT)' });
    expect(within(ivt).getByText('DoubleVerify')).toBeTruthy();
    expect(within(ivt).getAllByRole('row')).toHaveLength(2);
  });
});
