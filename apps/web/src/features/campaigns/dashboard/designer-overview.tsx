import { CREATIVE_PROCESSING_OPTIONS } from '@adcast/domain/campaigns/creatives';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RecordLink } from '../../../ui/record-link';
import { useDesignerDashboard } from './dashboard-api';
import { Nothing, OverviewCard } from './overview-card';

const labelOf = (processing: string) =>
  CREATIVE_PROCESSING_OPTIONS.find((option) => option.key === processing)?.label ?? processing;

/** The designer's home: the creative library's video files by processing state, and the failed ones to fix. */
export function DesignerOverview() {
  const home = useDesignerDashboard().data;
  return (
    <Box component="section" aria-labelledby="designer-overview-heading" sx={{ mb: 3 }}>
      <Typography id="designer-overview-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your creatives
      </Typography>
      {home === undefined ? (
        <Nothing text="Loading…" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
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
        </Box>
      )}
    </Box>
  );
}
