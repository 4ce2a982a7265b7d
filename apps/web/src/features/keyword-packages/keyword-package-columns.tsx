import { keywordLabel } from '@adcast/domain/keyword-packages/keyword-package-contract';
import {
  type KeywordPackage,
  KEYWORD_PACKAGE_COLUMN_LABELS as L,
} from '@adcast/domain/keyword-packages/keyword-packages';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';

const editLink = (keywordPackage: KeywordPackage) =>
  ({ to: '/keywords/edit/$id', params: { id: keywordPackage.id } }) as const;
const SHOWN_KEYWORDS = 3;

/** The first keywords of a package, and how many more it holds. */
const keywordsOf = (keywordPackage: KeywordPackage) => {
  const shown = keywordPackage.keywords.slice(0, SHOWN_KEYWORDS).map(keywordLabel).join('; ');
  const more = keywordPackage.keywords.length - SHOWN_KEYWORDS;
  return more > 0 ? `${shown} and ${more} more` : shown;
};

/** The keyword packages list: name, keywords, network, status, added. */
export function useKeywordPackageColumns(): DataColumn<KeywordPackage>[] {
  const canEdit = useCan()('KEYWORDS_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<KeywordPackage> | false)[] = [
    nameColumn(
      'name',
      (keywordPackage) => keywordPackage.name,
      (keywordPackage) => (canEdit ? editLink(keywordPackage) : undefined),
    ),
    { id: 'keywords', label: L.keywords, render: keywordsOf },
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (keywordPackage) => keywordPackage.network?.name ?? '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (keywordPackage) => keywordPackage.name,
      (keywordPackage) =>
        canEdit && keywordPackage.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(keywordPackage)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
