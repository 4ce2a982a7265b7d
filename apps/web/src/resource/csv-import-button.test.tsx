import { IMPORT_MESSAGES } from '@adcast/domain/csv-imports';
import { APP_CONTRACT } from '@adcast/domain/inventory/app-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../api/toast-store';
import { stubApi } from '../test/api-stub';
import { renderInApp } from '../test/render';
import { CsvImportButton } from './csv-import-button';
import { contractResource } from './record-resource';

const PATH = '/api/apps/csv/import-inventory-apps';
const resource = contractResource(APP_CONTRACT);

const preview = (errors: number) => ({
  applied: false,
  counts: { CREATE: 1, UPDATE: 1, UNCHANGED: 0, ERROR: errors },
  rows: [
    { line: 2, action: 'CREATE', name: 'New app', id: null, messages: [] },
    { line: 3, action: 'UPDATE', name: 'Renamed', id: 7, messages: [] },
    ...(errors
      ? [
          {
            line: 4,
            action: 'ERROR',
            name: 'Broken',
            id: null,
            messages: ['Store "x" is not one of the choices'],
          },
        ]
      : []),
  ],
});

async function chooseFile(errors: number) {
  const api = stubApi({
    [`POST ${PATH}`]: (url) =>
      url.searchParams.get('dryRun') === 'true' ? preview(errors) : { ...preview(0), applied: true },
  });
  renderInApp(<CsvImportButton resource={resource} path={PATH} columns={['Name', 'Bundle ID']} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
  const file = new File(['Name,Bundle ID\n'], 'apps.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText(IMPORT_MESSAGES.chooseFile), file);
  return api;
}

describe('the CSV import dialog: a preview first, nothing written until applied', () => {
  it('shows each row as create, update or error with its message, errors first, and refuses to apply a file with errors', async () => {
    const api = await chooseFile(1);
    expect(await screen.findByText('Line 4: Error — Broken')).toBeTruthy();
    expect(screen.getByText('Store "x" is not one of the choices')).toBeTruthy();
    expect(screen.getByText('Create: 1')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Line 4');
    expect(screen.getByRole('button', { name: IMPORT_MESSAGES.apply(2) }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(api.requestsTo(PATH).map((request) => request.url.searchParams.get('dryRun'))).toEqual(['true']);
  });

  it('applies a clean file with dryRun=false and says how many rows were imported', async () => {
    const api = await chooseFile(0);
    await userEvent.click(await screen.findByRole('button', { name: IMPORT_MESSAGES.apply(2) }));
    await waitFor(() =>
      expect(api.requestsTo(PATH).map((request) => request.url.searchParams.get('dryRun'))).toEqual([
        'true',
        'false',
      ]),
    );
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(IMPORT_MESSAGES.applied(2)),
    );
    expect(screen.queryByText(IMPORT_MESSAGES.title('Apps'))).toBeNull();
  });
});
