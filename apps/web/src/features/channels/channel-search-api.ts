import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { CHANNELS_API, type Channel } from '@adcast/domain/media/channels';
import { MENU_ITEMS } from '@adcast/domain/menus';
import type { Page } from '@adcast/domain/paging';
import { api } from '../../api/client';
import { parseId } from '../../resource/record-id';
import { PALETTE_HITS_PER_TYPE, type RecordSearchSource } from '../../resource/record-search-api';

const group = MENU_ITEMS.channels.label;
/** The channels list takes no search: the palette looks through its largest page. */
const CHANNELS_SEARCHED = 200;

const matches = (channel: Channel, text: string) =>
  parseId(text.replace(/^#/, '')) === channel.id || channel.title.toLowerCase().includes(text.toLowerCase());

/** The palette finds channels by title or id; a hit opens the channel's editor. */
export const channelSearchSource: RecordSearchSource = {
  group,
  permission: CATALOGUE_PERMISSIONS.readCollections,
  search: async (text, signal) => {
    const page = await api.get<Page<Channel>>(CHANNELS_API.channels, {
      query: { size: CHANNELS_SEARCHED },
      signal,
    });
    return page.content
      .filter((channel) => matches(channel, text.trim()))
      .slice(0, PALETTE_HITS_PER_TYPE)
      .map((channel) => ({
        key: `channel-${channel.id}`,
        name: channel.title,
        group,
        link: { to: '/channels/edit/$id', params: { id: channel.id } },
      }));
  },
};
