import type { KeywordPackage } from '@adcast/domain/keyword-packages/keyword-packages';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../resource/record-form-pages';
import { useMe } from '../../session/me';
import { emptyKeywordPackage, KeywordPackageForm } from './keyword-package-form';
import { keywordPackageResource } from './keyword-package-resource';

const toList = () => ({ to: '/keywords' }) as const;
const toEditor = (record: KeywordPackage) =>
  ({ to: '/keywords/edit/$id', params: { id: record.id } }) as const;

/** /keywords/create. A network user's keyword package belongs to its network. */
export function KeywordPackageCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={keywordPackageResource}
      Form={KeywordPackageForm}
      initial={emptyKeywordPackage(me.network?.id ?? null)}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/keywords/edit/$id');

/** /keywords/edit/{id}: the form (read only to users who may not edit) and archive. */
export function KeywordPackageEditPage() {
  return (
    <RecordEditPage
      resource={keywordPackageResource}
      id={editRoute.useParams().id}
      Form={KeywordPackageForm}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
