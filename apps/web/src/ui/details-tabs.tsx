import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface DetailsTab {
  /** The tab's name in the URL (`?tab=videos`). */
  key: string;
  label: string;
  render: () => ReactNode;
}

/** The search param a details page keeps its tab in: any text, the first tab when missing. */
export const tabSearchOf = (search: Record<string, unknown>): { tab?: string } =>
  typeof search.tab === 'string' && search.tab !== '' ? { tab: search.tab } : {};

/**
 * A record's details split into tabs; the open tab lives in the URL (replaced, not pushed) so a
 * reload or a shared link opens the same tab. An unknown tab opens the first one.
 */
export function DetailsTabs({
  label,
  tabs,
  tab,
}: {
  label: string;
  tabs: readonly [DetailsTab, ...DetailsTab[]];
  tab: string | undefined;
}) {
  const navigate = useNavigate();
  const open = tabs.find((candidate) => candidate.key === tab) ?? tabs[0];
  return (
    <>
      <Tabs
        value={open.key}
        aria-label={label}
        onChange={(_event, next: string) =>
          void navigate({
            to: '.',
            replace: true,
            search: (previous: Record<string, unknown>) => ({ ...previous, tab: next }),
          })
        }
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((candidate) => (
          <Tab
            key={candidate.key}
            value={candidate.key}
            label={candidate.label}
            id={`tab-${candidate.key}`}
            aria-controls={`tabpanel-${candidate.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`tabpanel-${open.key}`} aria-labelledby={`tab-${open.key}`}>
        {open.render()}
      </Box>
    </>
  );
}
