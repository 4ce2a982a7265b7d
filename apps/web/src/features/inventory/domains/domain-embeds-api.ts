import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import type { DomainEmbed } from '@adcast/domain/tags/embeds';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastingErrors } from '../../../api/notify-error';

export const EMBEDS_FAILED = 'Error occurred while fetching the embed codes';

/** The tag and player snippet of each active placement of the domain's publisher. */
export const useDomainEmbeds = (domainId: number) =>
  useQuery({
    queryKey: ['domains', 'embeds', domainId],
    queryFn: toastingErrors(EMBEDS_FAILED, () => api.get<DomainEmbed[]>(DOMAINS_API.embeds(domainId))),
  });
