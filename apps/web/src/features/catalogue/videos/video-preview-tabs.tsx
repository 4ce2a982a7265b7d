import type { Video } from '@adcast/domain/catalogue/videos';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import type { ComponentType } from 'react';
import { VideoInfoPanel } from './video-info-panel';

/** One tab of the video preview dialog. */
export interface VideoPreviewTab {
  key: string;
  label: string;
  Panel: ComponentType<{ video: Video }>;
}

/**
 * The preview dialog's tabs, in order (part 1 §2: Info and Preview). The Preview tab, with the
 * HLS player, joins this list when the media pipeline serves playable video.
 */
export const VIDEO_PREVIEW_TABS: readonly VideoPreviewTab[] = [
  { key: 'info', label: VIDEO_SCREEN.info, Panel: VideoInfoPanel },
];
