import { PUBLISHER_MODEL_OPTIONS } from '@adcast/domain/enumerations';
import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import {
  PUBLISHER_NOTICES,
  type Publisher,
  PublisherShareInputSchema,
} from '@adcast/domain/publishers/publishers';
import { useCan } from '../../session/can';
import { OwnerShares } from '../owners/owner-shares';

/** The publisher's share history and, for editors, a new entry (the shared owner shares card). */
export function PublisherShares({ publisher }: { publisher: Publisher }) {
  return (
    <OwnerShares
      owner={publisher}
      defaultType={publisher.publisherModel}
      typeOptions={PUBLISHER_MODEL_OPTIONS}
      inputSchema={PublisherShareInputSchema}
      path={PUBLISHERS_API.shares(publisher.id)}
      queryKey={['publishers', publisher.id, 'shares']}
      invalidate={[['publishers'], ['changelog']]}
      notices={{ added: PUBLISHER_NOTICES.shareAdded, fallback: PUBLISHER_NOTICES.errorSave }}
      canEdit={useCan()('PUBLISHERS_EDIT')}
    />
  );
}
