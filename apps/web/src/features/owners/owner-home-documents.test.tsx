import { DOCUMENT_NOTICES, documentPaths, type OwnerDocument } from '@adcast/domain/documents';
import type { Mask } from '@adcast/domain/masks';
import { MESSAGES } from '@adcast/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../../api/toast-store';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import type { DocumentsOf } from './documents-api';
import { OwnerHomeDocuments } from './owner-home-documents';

const contract: OwnerDocument = {
  id: 11,
  name: 'contract.pdf',
  description: 'Signed 2024 terms',
  contentType: 'application/pdf',
  byteSize: 2048,
  createdBy: 'owner@adcast.test',
  createdOn: '2024-05-01T10:00:00Z',
  version: 2,
};

/** Each home with the mask of its own users, another owner's mask of the same kind, and the other kind's mask with the same id. */
const HOMES = [
  {
    home: 'the publisher home /p/7',
    owner: { kind: 'publisher', ownerId: 7 },
    own: { role: 'PUBLISHER', publisherId: 7 },
    otherOwner: { role: 'PUBLISHER', publisherId: 8 },
    otherKind: { role: 'CONTENT_OWNER', contentOwnerId: 7 },
  },
  {
    home: 'the content owner home co/4',
    owner: { kind: 'contentOwner', ownerId: 4 },
    own: { role: 'CONTENT_OWNER', contentOwnerId: 4 },
    otherOwner: { role: 'CONTENT_OWNER', contentOwnerId: 5 },
    otherKind: { role: 'PUBLISHER', publisherId: 4 },
  },
] as const satisfies readonly {
  home: string;
  owner: DocumentsOf;
  own: Mask;
  otherOwner: Mask;
  otherKind: Mask;
}[];

/** The home's documents card over a stub server that keeps the owner's documents as the API would. */
function renderHomeDocuments(owner: DocumentsOf, mask: Mask) {
  const paths = documentPaths(owner.kind);
  const listPath = paths.documents(owner.ownerId);
  let stored = [contract];
  const api = stubApi(
    {
      [`GET ${listPath}`]: () => stored,
      [`POST ${listPath}`]: (_url, init) => {
        const file = (init.body as FormData).get('file') as File;
        const description = (init.body as FormData).get('description');
        const added = { ...contract, id: 12, name: file.name, byteSize: file.size, description, version: 0 };
        stored = [added as OwnerDocument, ...stored];
        return added;
      },
      [`PUT ${paths.document(owner.ownerId, contract.id)}`]: (_url, init) => {
        const { description } = JSON.parse(String(init.body)) as { description: string };
        stored = stored.map((row) => (row.id === contract.id ? { ...row, description, version: 3 } : row));
        return stored[0];
      },
      [`DELETE ${paths.document(owner.ownerId, contract.id)}`]: () => {
        stored = stored.filter((row) => row.id !== contract.id);
        return new Response(null, { status: 204 });
      },
    },
    mask,
  );
  renderInApp(<OwnerHomeDocuments owner={owner} />);
  const writes = (method: string, path: string) =>
    api.requestsTo(path).filter((request) => request.init.method === method);
  return { paths, listPath, writes };
}

const openActionsOf = async (name: string) =>
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));

const toasts = () => currentToasts().map((toast) => toast.message);

describe.each(HOMES)('documents on $home', ({ owner, own, otherOwner, otherKind }) => {
  it('lets its own users upload a file with a description, sent as multipart, and lists it', async () => {
    const { listPath, writes } = renderHomeDocuments(owner, own);
    expect(await screen.findByText('contract.pdf')).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);

    const file = new File(['rate card'], 'rate-card.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Document file'), { target: { files: [file] } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Rates for 2025' },
    });
    fireEvent.click(upload);

    const row = (await screen.findByText('rate-card.txt')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rates for 2025')).toBeTruthy();
    const [sent] = writes('POST', listPath);
    const form = sent?.init.body as FormData;
    expect((form.get('file') as File).name).toBe('rate-card.txt');
    expect(form.get('description')).toBe('Rates for 2025');
    expect(toasts()).toContain(DOCUMENT_NOTICES.uploaded);
    // The form is ready for the next file.
    expect(screen.getByText('Choose a file to upload')).toBeTruthy();
  });

  it('lets its own users edit a description over the version shown', async () => {
    const { paths, writes } = renderHomeDocuments(owner, own);
    await openActionsOf('contract.pdf');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contract.pdf' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Signed 2025 terms' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Signed 2025 terms')).toBeTruthy();
    const [sent] = writes('PUT', paths.document(owner.ownerId, contract.id));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ description: 'Signed 2025 terms', version: 2 });
    expect(toasts()).toContain(DOCUMENT_NOTICES.updated);
  });

  it('deletes a document only once its users confirm', async () => {
    const { paths, writes } = renderHomeDocuments(owner, own);
    const documentPath = paths.document(owner.ownerId, contract.id);
    await openActionsOf('contract.pdf');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmTitle });
    expect(within(confirm).getByText(DOCUMENT_NOTICES.confirmDelete('contract.pdf'))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.confirmTitle })).toBeNull());
    expect(writes('DELETE', documentPath)).toHaveLength(0);

    await openActionsOf('contract.pdf');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.confirmButton }));
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(writes('DELETE', documentPath)).toHaveLength(1);
    expect(toasts()).toContain(DOCUMENT_NOTICES.deleted);
  });

  it.each([
    ['another owner’s mask', otherOwner],
    ['the other kind of owner’s mask with the same id', otherKind],
    ['a read-only admin', { role: 'READ_ONLY_ADMIN' }],
  ] as const)('shows %s the documents to download, with no write control', async (_who, mask: Mask) => {
    renderHomeDocuments(owner, mask);
    await openActionsOf('contract.pdf');
    const actions = await screen.findAllByRole('menuitem');
    expect(actions.map((action) => action.textContent)).toEqual(['Download']);
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByLabelText('Document file')).toBeNull();
  });
});
