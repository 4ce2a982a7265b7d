/** Flex layouts as `sx` values; lighter than Stack, which the sign-in page would otherwise load. */
export const columnSx = { display: 'flex', flexDirection: 'column', gap: 2 } as const;
export const rowSx = { display: 'flex', flexDirection: 'row', gap: 2, alignItems: 'center' } as const;
