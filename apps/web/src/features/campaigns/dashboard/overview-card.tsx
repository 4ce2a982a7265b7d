import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One card of a campaign home: a heading and what it counts or lists. */
export function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `overview-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** What a card says when it has nothing to list. */
export const Nothing = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/** A home's section: its heading, then its cards in two columns on wide screens once `home` has loaded. */
export function OverviewSection<T>({
  title,
  home,
  children,
}: {
  title: string;
  home: T | undefined;
  children: (home: T) => ReactNode;
}) {
  const id = `overview-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {home === undefined ? (
        <Nothing text="Loading…" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // minmax(0, …): a wide table scrolls inside its card instead of widening the page.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children(home)}
        </Box>
      )}
    </Box>
  );
}
