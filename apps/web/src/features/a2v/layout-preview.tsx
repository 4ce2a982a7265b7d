import {
  A2V_FRAME,
  type Box as LayoutBox,
  layoutBoxes,
  TEMPLATE_FIELD_LABELS,
  type TemplateLayout,
} from '@adcast/domain/a2v/templates';
import Box from '@mui/material/Box';

const percentOf = (box: LayoutBox) => ({
  left: `${(box.x / A2V_FRAME.width) * 100}%`,
  top: `${(box.y / A2V_FRAME.height) * 100}%`,
  width: `${(box.width / A2V_FRAME.width) * 100}%`,
  height: `${(box.height / A2V_FRAME.height) * 100}%`,
});

/** A static waveform drawn as bars, as the render's animated one looks at an instant. */
function Waveform({ colour }: { colour: string }) {
  const bars = Array.from({ length: 48 }, (_, index) => 20 + Math.abs(Math.sin(index * 0.7)) * 80);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: '1%', height: '100%', px: '1%' }}>
      {bars.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are a fixed drawing
        <Box key={index} sx={{ flex: 1, height: `${height}%`, bgcolor: colour, borderRadius: 0.5 }} />
      ))}
    </Box>
  );
}

/**
 * The 16:9 frame as the render lays it out (the same boxes as ffmpeg's, from the domain): the
 * background or primary colour, the colour band, the waveform, the logo in its corner and a
 * sample caption where the transcript's cues go.
 */
export function LayoutPreview(props: {
  layout: TemplateLayout;
  primaryColour?: string;
  secondaryColour?: string;
  logoUrl?: string | null;
  backgroundUrl?: string | null;
}) {
  const boxes = layoutBoxes(props.layout);
  const primary = props.primaryColour ?? '#1E3A8A';
  const secondary = props.secondaryColour ?? '#FBBF24';
  const right = props.layout.logoCorner.endsWith('RIGHT');
  const bottom = props.layout.logoCorner.startsWith('BOTTOM');
  return (
    <Box
      role="img"
      aria-label={TEMPLATE_FIELD_LABELS.preview}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 640,
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: primary,
        backgroundImage: props.backgroundUrl ? `url(${props.backgroundUrl})` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        containerType: 'inline-size',
      }}
    >
      {boxes.colourBand && (
        <Box
          data-part="band"
          style={percentOf(boxes.colourBand)}
          sx={{ position: 'absolute', bgcolor: primary }}
        />
      )}
      <Box data-part="waveform" style={percentOf(boxes.waveform)} sx={{ position: 'absolute' }}>
        <Waveform colour={secondary} />
      </Box>
      {boxes.captions && (
        <Box
          data-part="captions"
          style={percentOf(boxes.captions)}
          sx={{
            position: 'absolute',
            display: 'flex',
            justifyContent: 'center',
            alignItems: props.layout.captionBand === 'TOP' ? 'flex-start' : 'center',
          }}
        >
          <Box
            component="span"
            sx={{
              bgcolor: primary,
              color: secondary,
              fontWeight: 700,
              px: 0.5,
              // The render's text height is a share of the frame's height; the frame is 16:9.
              fontSize: `${(props.layout.captionSizePercent * 9) / 16}cqw`,
              lineHeight: 1.25,
            }}
          >
            Captions show here
          </Box>
        </Box>
      )}
      <Box
        data-part="logo"
        style={percentOf(boxes.logo)}
        sx={{
          position: 'absolute',
          display: 'flex',
          justifyContent: right ? 'flex-end' : 'flex-start',
          alignItems: bottom ? 'flex-end' : 'flex-start',
        }}
      >
        {props.logoUrl ? (
          <Box component="img" src={props.logoUrl} alt="" sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Box
            sx={{
              width: '100%',
              height: '50%',
              border: '2px dashed',
              borderColor: secondary,
              color: secondary,
              display: 'grid',
              placeItems: 'center',
              fontSize: 12,
            }}
          >
            Logo
          </Box>
        )}
      </Box>
    </Box>
  );
}
