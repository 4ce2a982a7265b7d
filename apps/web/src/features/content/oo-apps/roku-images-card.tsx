import { IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_IMAGES } from '@adcast/domain/content/oo-apps/roku-app';
import Box from '@mui/material/Box';
import { PNG_OR_JPG } from '../../../ui/image-upload/image-file';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { useRokuImage } from './roku-app-api';
import { RokuCard } from './roku-card';

/** The eight Roku images (part 2 §3), each at the size Roku asks for it, uploaded as soon as chosen. */
export function RokuImagesCard({ app, editable }: { app: OoApp; editable: boolean }) {
  const upload = useRokuImage(app);
  return (
    <RokuCard title="Roku images">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {ROKU_IMAGES.map((image) => (
          <ImageUpload
            key={image.key}
            label={`${image.label}, ${image.width}×${image.height}`}
            file={null}
            currentUrl={app.images[image.key]}
            onChange={(file) => file && upload.mutate({ key: image.key, file })}
            rules={{ ...PNG_OR_JPG, resolution: image, mode: 'exact' }}
            sizeLabel={`Max ${IMAGE_MAX_MEGABYTES} MB`}
            disabled={!editable || upload.isPending}
          />
        ))}
      </Box>
    </RokuCard>
  );
}
