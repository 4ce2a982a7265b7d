import { SOURCE_API } from '@adcast/domain/squeezeback/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { sourceResource } from './source-resource';

/** The squeezeback frame the server renders from the live source, as an image; asked for on demand. */
export const useSourcePreview = (id: number, version: number, asked: number) =>
  useQuery({
    queryKey: [sourceResource.key, 'preview', id, version, asked],
    queryFn: () => api.get<Blob>(SOURCE_API.preview(id), { asBlob: true }),
    enabled: asked > 0,
    retry: false,
  });
