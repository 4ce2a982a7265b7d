import {
  DOCUMENT_NOTICES,
  DOCUMENT_PARTS,
  type DocumentOwnerKind,
  documentPaths,
  type OwnerDocument,
} from '@adcast/domain/documents';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyError, toastingErrors } from '../../api/notify-error';
import { saveTextFile } from '../../api/save-file';
import { useWrite, type WriteRequest } from '../../resource/write-api';

export type DocumentsOf = { kind: DocumentOwnerKind; ownerId: number };

const keyOf = ({ kind, ownerId }: DocumentsOf) => ['documents', kind, ownerId] as const;

/** Part 2 §7: an owner's documents, the newest first. */
export const useDocuments = (owner: DocumentsOf) =>
  useQuery({
    queryKey: keyOf(owner),
    queryFn: toastingErrors(DOCUMENT_NOTICES.errorFetching, () =>
      api.get<OwnerDocument[]>(documentPaths(owner.kind).documents(owner.ownerId)),
    ),
  });

/** Uploads, edits and deletes refresh the owner's documents and the changelog. */
export const useDocumentWrite = (owner: DocumentsOf) => useWrite<unknown>([keyOf(owner), ['changelog']]);

export function uploadRequest(owner: DocumentsOf, file: File, description: string): WriteRequest {
  const form = new FormData();
  if (description.trim()) form.append(DOCUMENT_PARTS.description, description);
  form.append(DOCUMENT_PARTS.file, file);
  return {
    method: 'POST',
    path: documentPaths(owner.kind).upload(owner.ownerId),
    body: form,
    notice: DOCUMENT_NOTICES.uploaded,
    fallback: DOCUMENT_NOTICES.errorUpload,
  };
}

export const describeRequest = (
  owner: DocumentsOf,
  document: OwnerDocument,
  description: string,
): WriteRequest => ({
  method: 'PUT',
  path: documentPaths(owner.kind).document(owner.ownerId, document.id),
  body: { description, version: document.version },
  notice: DOCUMENT_NOTICES.updated,
  fallback: DOCUMENT_NOTICES.errorSave,
});

export const deleteRequest = (owner: DocumentsOf, document: OwnerDocument): WriteRequest => ({
  method: 'DELETE',
  path: documentPaths(owner.kind).document(owner.ownerId, document.id),
  notice: DOCUMENT_NOTICES.deleted,
  fallback: DOCUMENT_NOTICES.errorSave,
});

/** Fetches the file with the session's token and hands it to the browser under its name. */
export async function downloadDocument(owner: DocumentsOf, document: OwnerDocument): Promise<void> {
  try {
    const bytes = await api.get<Blob>(documentPaths(owner.kind).file(owner.ownerId, document.id), {
      asBlob: true,
      loader: true,
    });
    saveTextFile(bytes, document.name);
  } catch (error) {
    notifyError(error, DOCUMENT_NOTICES.errorFetching);
  }
}
