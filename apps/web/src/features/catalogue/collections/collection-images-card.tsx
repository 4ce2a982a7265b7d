import type { Collection } from '@adcast/domain/catalogue/collections';
import { IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useCan } from '../../../session/can';
import { PNG_OR_JPG } from '../../../ui/image-upload/image-file';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { useCollectionImage } from './collection-api';

/** The collection's image and poster (part 1 §3), each uploaded as soon as it is chosen. */
export function CollectionImagesCard({ collection }: { collection: Collection }) {
  const editable = useCan()(CATALOGUE_PERMISSIONS.createCollection) && collection.status !== 'ARCHIVED';
  const image = useCollectionImage(collection.id, 'image');
  const poster = useCollectionImage(collection.id, 'poster');
  const sizeLabel = `Max ${IMAGE_MAX_MEGABYTES} MB`;
  return (
    <Card variant="outlined" sx={{ mt: 3, maxWidth: 720 }}>
      <CardHeader title="Image and poster" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <ImageUpload
            label="Upload image"
            file={null}
            currentUrl={collection.imageUrl}
            onChange={(file) => file && image.mutate(file)}
            rules={PNG_OR_JPG}
            sizeLabel={sizeLabel}
            disabled={!editable || image.isPending}
          />
          <ImageUpload
            label="Upload poster"
            file={null}
            currentUrl={collection.posterUrl}
            onChange={(file) => file && poster.mutate(file)}
            rules={PNG_OR_JPG}
            sizeLabel={sizeLabel}
            disabled={!editable || poster.isPending}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
