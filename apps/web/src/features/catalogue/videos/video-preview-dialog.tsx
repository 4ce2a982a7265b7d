import type { Video } from '@adcast/domain/catalogue/videos';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useVideo } from './video-api';
import { VIDEO_PREVIEW_TABS } from './video-preview-tabs';

/** The video preview dialog (part 1 §2), opened by a row's play button; it shows the latest version. */
export function VideoPreviewDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const fresh = useVideo(video.id).data ?? video;
  const [tab, setTab] = useState(VIDEO_PREVIEW_TABS[0]?.key);
  const current = VIDEO_PREVIEW_TABS.find((each) => each.key === tab) ?? VIDEO_PREVIEW_TABS[0];
  return (
    <SizedDialog width={DIALOG_WIDTHS.video} onClose={onClose} title={fresh.title}>
      <Tabs value={current?.key} onChange={(_event, key: string) => setTab(key)} sx={{ px: 3 }}>
        {VIDEO_PREVIEW_TABS.map((each) => (
          <Tab key={each.key} value={each.key} label={each.label} />
        ))}
      </Tabs>
      <DialogContent>{current && <current.Panel video={fresh} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </SizedDialog>
  );
}
