/**
 * Deleting a publisher or a collection (part 2 §7 `DELETE /api/publishers/{id}`, `DELETE
 * /api/playlists/{id}`): a row that others still hang on is refused with what holds it, never
 * deleted with them; archiving stays the way to retire such a publisher.
 */
const HOLDING_NAMES = {
  placements: ['placement', 'placements'],
  apps: ['app', 'apps'],
  domains: ['domain', 'domains'],
  videos: ['video', 'videos'],
  users: ['user', 'users'],
  documents: ['document', 'documents'],
} as const;

export type Holding = keyof typeof HOLDING_NAMES;

const counted = ({ holding, count }: { holding: Holding; count: number }) =>
  `${count} ${HOLDING_NAMES[holding][count === 1 ? 0 : 1]}`;

export const DELETE_MESSAGES = {
  publisherHolds: (holdings: ReadonlyArray<{ holding: Holding; count: number }>) =>
    `The publisher still has ${holdings.map(counted).join(', ')}: move or delete them first, or archive the publisher instead`,
  collectionOnChannels: (titles: readonly string[]) =>
    `The collection plays on ${titles.join(', ')}: remove it from ${titles.length === 1 ? 'that channel' : 'those channels'} first`,
  publisherDeleted: 'Publisher deleted',
  collectionDeleted: 'Collection deleted',
} as const;
