import type { RecordSearchSource } from '../resource/record-search-api';
import { videoSearchSource } from './catalogue/videos/video-search-api';
import { channelSearchSource } from './channels/channel-search-api';
import { userSearchSource } from './users/user-search-api';

/** The palette's searches of the records that are no record area (those come from the registry). */
export const FEATURE_SEARCH_SOURCES: readonly RecordSearchSource[] = [
  videoSearchSource,
  userSearchSource,
  channelSearchSource,
];
