import type { Permission } from '../permissions';

/**
 * Part 2 §6 and part 1 §5: which permission each catalogue action needs. The server refuses the
 * call without it; the web hides the control.
 */
export const CATALOGUE_PERMISSIONS = {
  /** The videos table (a publisher or content owner reads its own videos through its embedded list). */
  readVideos: 'VIDEOS_READ',
  /** 'Add to collection', 'Remove owner', the bulk edit Save, add owner to videos and delete videos. */
  changeVideos: 'VIDEOS_CREATE',
  /** The 'Edit selected videos' button. */
  editSelected: 'VIDEOS_EDIT',
  /** The row's 'Metadata' menu, the preview's description edit and thumbnail upload. */
  metadata: 'VIDEOS_METADATA_CREATE',
  readCollections: 'COLLECTIONS_READ',
  /** The collection editor's Save (create and edit). */
  createCollection: 'COLLECTIONS_CREATE',
  /** A collection's videos: add, remove, reorder; its image and poster. */
  editCollection: 'COLLECTIONS_EDIT',
  archiveCollection: 'COLLECTIONS_ARCHIVE',
} as const satisfies Record<string, Permission>;
