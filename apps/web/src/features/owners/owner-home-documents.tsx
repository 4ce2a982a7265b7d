import { worksAsOwner } from '@adcast/domain/documents';
import { useMask } from '../../api/mask-store';
import type { DocumentsOf } from './documents-api';
import { OwnerDocuments } from './owner-documents';

/**
 * The documents card of an owner's home (/p/{id}, co/{id}): a mask working as that owner
 * uploads, describes and deletes them; any other mask reads them only.
 */
export function OwnerHomeDocuments({ owner }: { owner: DocumentsOf }) {
  const mask = useMask();
  return <OwnerDocuments owner={owner} canEdit={worksAsOwner(mask, owner)} />;
}
