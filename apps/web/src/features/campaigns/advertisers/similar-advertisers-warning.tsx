import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import Alert from '@mui/material/Alert';
import { RecordLink } from '../../../ui/record-link';
import { useSimilarAdvertisers } from './advertiser-api';

/** "A similar advertiser exists": the names alike the one typed, each linked to its editor. */
export function SimilarAdvertisersWarning({ name, networkId }: { name: string; networkId: number | null }) {
  const similar = useSimilarAdvertisers(name, networkId);
  if (similar.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      {CAMPAIGN_MESSAGES.similarAdvertisers(similar.map((advertiser) => advertiser.name))}{' '}
      {similar.map((advertiser, index) => (
        <span key={advertiser.id}>
          {index > 0 && ', '}
          <RecordLink
            link={{ to: '/campaigns/advertisers/edit/$id', params: { id: advertiser.id } }}
            text={`Open ${advertiser.name}`}
          />
        </span>
      ))}
    </Alert>
  );
}
