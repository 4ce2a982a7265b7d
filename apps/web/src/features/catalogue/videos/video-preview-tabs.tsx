import type { Video } from '@adcast/domain/catalogue/videos';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import type { ComponentType } from 'react';
import { VideoInfoPanel } from './video-info-panel';
import { VideoPreviewPanel } from './video-preview-panel';

/** One tab of the video preview dialog. */
export interface VideoPreviewTab {
  key: string;
  label: string;
  Panel: ComponentType<{ video: Video }>;
}

/** The preview dialog's tabs, in order (part 1 §2: Info and Preview). */
export const VIDEO_PREVIEW_TABS: readonly VideoPreviewTab[] = [
  { key: 'info', label: VIDEO_SCREEN.info, Panel: VideoInfoPanel },
  { key: 'preview', label: VIDEO_SCREEN.preview, Panel: VideoPreviewPanel },
];
