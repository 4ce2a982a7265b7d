import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import {
  DEFAULT_ROKU_APP_JSON,
  ROKU_IMAGE_KEYS,
  type RokuImages,
} from '@adcast/domain/content/oo-apps/roku-app';

const noImages = Object.fromEntries(ROKU_IMAGE_KEYS.map((key) => [key, null])) as RokuImages;

/** An O&O app as the API answers it: a Roku app of a publisher, carrying nothing, no image yet. */
export const anOoApp = (id: number, overrides: Partial<OoApp> = {}): OoApp => ({
  id,
  name: `App ${id}`,
  platform: 'ROKU',
  ownerType: 'PUBLISHER',
  publisher: { id: 7, name: 'Wombat Media' },
  contentOwner: null,
  networkId: null,
  collections: [],
  channels: [],
  feedStatus: 'NOT_SUBMITTED',
  images: noImages,
  appJson: DEFAULT_ROKU_APP_JSON,
  feedUrl: `/api/roku-app/${id}/feed.json`,
  status: 'ACTIVE',
  createdOn: '2026-11-01T10:00:00.000Z',
  updatedOn: '2026-11-01T10:00:00.000Z',
  version: 1,
  ...overrides,
});
