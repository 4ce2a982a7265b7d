import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { Video } from '@adcast/domain/catalogue/videos';
import { MENU_ITEMS } from '@adcast/domain/menus';
import { listSearch, type RecordSearchSource } from '../../../resource/record-search-api';

const group = MENU_ITEMS.videos.label;

/** The palette finds videos by title or id; a hit opens the videos table searched by its title. */
export const videoSearchSource: RecordSearchSource = {
  group,
  permission: CATALOGUE_PERMISSIONS.readVideos,
  search: listSearch<Video>({
    key: 'video',
    group,
    listPath: CATALOGUE_API.videos,
    searchParam: 'title',
    nameOf: (video) => video.title,
    linkOf: (video) => ({ to: '/videos', search: { title: video.title } }),
  }),
};
