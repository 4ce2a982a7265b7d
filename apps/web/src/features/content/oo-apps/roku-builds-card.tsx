import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { downloadPackage, useBuildChannel, useRokuBuilds } from './roku-app-api';
import { RokuCard } from './roku-card';

const STATE_LABELS = { QUEUED: 'Building…', BUILT: 'Built', FAILED: 'Failed' } as const;

/** 'Build channel': a sideloadable package made in the background, and the builds so far to download. */
export function RokuBuildsCard({ app, editable }: { app: OoApp; editable: boolean }) {
  const builds = useRokuBuilds(app.id);
  const build = useBuildChannel(app.id);
  return (
    <RokuCard title="Roku channel">
      <Stack spacing={1}>
        <Typography variant="body2">
          A zip to sideload on a Roku in developer mode: its manifest, the posters and splash screens above
          and a player of the app's feed.
        </Typography>
        {editable && (
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={build.isPending}
            onClick={() => build.mutate()}
          >
            Build channel
          </Button>
        )}
        <List dense aria-label="Channel builds">
          {(builds.data ?? []).map((row) => (
            <ListItem
              key={row.id}
              secondaryAction={
                row.packageUrl && (
                  <Button
                    size="small"
                    onClick={() => void downloadPackage(row, `${app.name}-${row.buildVersion}.zip`)}
                  >
                    Download
                  </Button>
                )
              }
            >
              <ListItemText
                primary={`Build ${row.buildVersion}: ${STATE_LABELS[row.state]}`}
                secondary={row.error ?? new Date(row.createdOn).toLocaleString()}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </RokuCard>
  );
}
