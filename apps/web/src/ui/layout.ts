/** Flex layouts as `sx` values; lighter than Stack, which the sign-in page would otherwise load. */
export const columnSx = { display: 'flex', flexDirection: 'column', gap: 2 } as const;
export const rowSx = { display: 'flex', flexDirection: 'row', gap: 2, alignItems: 'center' } as const;

/**
 * Full-width blocks one under the other. The track is minmax(0, 1fr), so a wide child (a chart, a
 * table, a row of chips) scrolls or wraps inside its block instead of widening the page.
 */
export const stackSx = { display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' } as const;

/** Two columns from md up, one below; neither grows past its share. */
export const twoColumnsSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;
