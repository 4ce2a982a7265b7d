/**
 * Part 2 §2 wording of the catalogue screens (toolbar, filter panel, dialogs, columns), and the
 * few messages the spec leaves to us (deleting a content owner's videos).
 */
export const VIDEO_SCREEN = {
  title: 'Video files',
  addToCollection: 'Add to collection',
  editSelected: 'Edit selected videos',
  removeOwner: 'Remove owner',
  ingestVideo: 'Ingest video',
  metadata: 'Metadata',
  searchTitle: 'Search by title',
  filters: 'Filters',
  notAssigned: 'Not assigned',
  /** The duration cell of a video whose media is not ready (its spinner's name, or the failure's text). */
  mediaState: { PENDING: 'Queued', PROCESSING: 'Processing', FAILED: 'Failed' },
  mediaFailedHint: 'Processing failed: the Preview tab says why and can retry',
  ownerType: 'Owner type',
  thumbnail: 'Thumbnail',
  updated: 'Updated',
  publishedAt: 'Published At',
  artist: 'Artist',
  addOwner: 'Add owner to videos',
  deleteVideos: 'Delete videos',
  info: 'Info',
  preview: 'Preview',
} as const;

/** Part 2 §2 videos table columns. */
export const VIDEO_COLUMNS = {
  image: 'Image',
  title: 'Title',
  preview: 'Preview',
  duration: 'Duration',
  collections: 'Collections',
  tags: 'Tags',
  genres: 'Genres',
  flags: 'Flags',
  owner: 'Owner',
  artist: 'Artist',
  publishedAt: 'Published At',
  createdOn: 'Created',
  updatedOn: 'Updated',
} as const;

/** Labels of the catalogue pickers the spec names no default for (the others are PICKER_LABELS). */
export const CATALOGUE_PICKER_LABELS = {
  artist: 'Select artist',
  contentOwner: 'Content owner search',
  category: 'Select category',
} as const;

/** Content owner details: deleting its videos (the spec words no message for it). */
export const OWNER_VIDEO_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete the selected video(s)?',
  deleted: 'You have successfully deleted video(s)',
  errorDeleting: 'Error occurred during deleting videos',
} as const;

/** Collections list and editor notices the spec does not word (its own are in MESSAGES). */
export const COLLECTION_NOTICES = {
  archived: 'Collection archived successfully',
  unarchived: 'Collection unarchived successfully',
  errorStatus: 'Error occurred during collection status change',
  errorFetching: 'Error occurred while fetching collections',
  videosAdded: 'Videos added to the collection',
  videoRemoved: 'Video removed from the collection',
  videoMoved: 'Collection order saved',
  errorVideos: 'Error occurred during changing the collection videos',
  newCollection: 'New collection',
} as const;
