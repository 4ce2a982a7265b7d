import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

export const HLS_PLAYER_MESSAGES = {
  unsupported: 'This browser cannot play HLS video',
  failed: 'The video could not be played',
} as const;

const playsNativeHls = (video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * Plays an HLS stream through hls.js wherever the browser has Media Source Extensions, else
 * natively (Safari on older iPhones). hls.js comes first because browsers' own HLS players differ
 * in what they take: Chromium's stops at a live loop's discontinuities that hls.js plays through.
 * hls.js is loaded only when a player is shown, so the rest of the app does not carry it.
 */
export function HlsPlayer({ src, label, live = false }: { src: string; label: string; live?: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setProblem(null);
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        if (!playsNativeHls(video)) return setProblem(HLS_PLAYER_MESSAGES.unsupported);
        video.src = src;
        destroy = () => video.removeAttribute('src');
        return;
      }
      const hls = new Hls({ liveDurationInfinity: live });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setProblem(HLS_PLAYER_MESSAGES.failed);
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src, live]);

  return (
    <Box>
      <Box
        component="video"
        ref={videoRef}
        controls
        muted={live}
        autoPlay={live}
        playsInline
        aria-label={label}
        data-hls-src={src}
        sx={{ width: '100%', maxHeight: 400, bgcolor: 'common.black', display: 'block' }}
      />
      {problem && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
