import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { useMenuSections } from '../../shell/use-menu';
import { ChoiceCard, cardGridSx } from './choice-card';

/**
 * The sections the working mask can open, as cards, and the ones whose screens have not been
 * built yet, named plainly so nobody hunts for them in the menu.
 */
export function SectionOverview({ exclude }: { exclude?: string }) {
  const router = useRouter();
  const { available, upcoming } = useMenuSections();
  const cards = available.flatMap((group) =>
    group.items
      .filter((item) => item.path !== exclude)
      .map((item) => ({ ...item, caption: group.label === item.label ? undefined : group.label })),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {cards.length > 0 && (
        <Box component="section" aria-label="Sections" sx={cardGridSx}>
          {cards.map((card) => (
            <ChoiceCard
              key={card.key}
              label={card.label}
              caption={card.caption}
              onClick={() => router.navigate({ href: card.path })}
            />
          ))}
        </Box>
      )}
      {upcoming.length > 0 && (
        <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby="upcoming-heading">
          <Typography id="upcoming-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Not available yet
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Your role will open these sections once their screens are built; until then they stay out of the
            menu.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {upcoming.map((item) => (
              <Chip key={item.key} label={item.label} variant="outlined" />
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
