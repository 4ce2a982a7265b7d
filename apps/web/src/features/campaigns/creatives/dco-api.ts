import type { Creative } from '@adcast/domain/campaigns/creatives';
import { DCO_NOTICES, type DcoCreativeInput } from '@adcast/domain/campaigns/dco';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { useSaveThenOpen } from '../../../resource/write-api';
import { creativeResource } from './creative-resource';

/** POST dco/creative, then the new creative's page (its video renders meanwhile). */
export function useCreateDcoCreative() {
  const write = useSaveThenOpen<Creative>(
    [[creativeResource.key]],
    (creative) => ({ to: '/campaigns/creative-library/edit/$id', params: { id: creative.id } }) as const,
  );
  return {
    ...write,
    create: (input: DcoCreativeInput) =>
      write.save({
        method: 'POST',
        path: CAMPAIGN_API.dcoCreative,
        body: input,
        notice: DCO_NOTICES.created,
        fallback: DCO_NOTICES.errorSave,
      }),
  };
}
