import { CREATIVE_PROCESSING_OPTIONS } from '@adcast/domain/campaigns/creatives';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RecordLink } from '../../../ui/record-link';
import { useDesignerDashboard } from './dashboard-api';
import { Nothing, OverviewCard, OverviewSection } from './overview-card';

const labelOf = (processing: string) =>
  CREATIVE_PROCESSING_OPTIONS.find((option) => option.key === processing)?.label ?? processing;

/** The designer's home: the creative library's video files by processing state, and the failed ones to fix. */
export function DesignerOverview() {
  return (
    <OverviewSection title="Your creatives" home={useDesignerDashboard().data}>
      {(home) => (
        <>
          <OverviewCard title="Video files by processing">
            <RecordLink
              link={{ to: '/campaigns/creative-library' }}
              text={home.processing
                .map(({ processing, count }) => `${count} ${labelOf(processing).toLowerCase()}`)
                .join(' · ')}
            />
            <Typography variant="body2">{home.vast} VAST</Typography>
          </OverviewCard>
          <OverviewCard title={`Needing attention (${home.attentionTotal})`}>
            {home.attention.length === 0 ? (
              <Nothing text="Every video file was processed." />
            ) : (
              <List dense disablePadding>
                {home.attention.map((creative) => (
                  <ListItem key={creative.id} disableGutters>
                    <Typography variant="body2">
                      <RecordLink
                        link={{
                          to: '/campaigns/creative-library/edit/$id',
                          params: { id: String(creative.id) },
                        }}
                        text={creative.name}
                      />{' '}
                      ({creative.advertiser.name}): {creative.problem ?? labelOf('FAILED')}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </OverviewCard>
        </>
      )}
    </OverviewSection>
  );
}
