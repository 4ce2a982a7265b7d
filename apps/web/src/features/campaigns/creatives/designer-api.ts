import {
  DESIGNER_API,
  DESIGNER_NOTICES,
  type DesignForm,
  type DesignInput,
  renderInputOf,
} from '@adcast/domain/campaigns/creative-designer';
import type { Creative } from '@adcast/domain/campaigns/creatives';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { notifyError } from '../../../api/notify-error';
import { useSaveThenOpen } from '../../../resource/write-api';
import { creativeResource } from './creative-resource';

/** POST the design for its preview frame; answers the frame's object URL (released when replaced or unmounted). */
export function useDesignPreview() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const preview = useMutation({
    mutationFn: (design: DesignInput) => api.post<Blob>(DESIGNER_API.preview, design, { asBlob: true }),
    onSuccess: (png) => setUrl(URL.createObjectURL(png)),
    onError: (error) => notifyError(error, DESIGNER_NOTICES.errorPreview),
  });
  return { url, preview: preview.mutate, previewing: preview.isPending };
}

/** POST the design to render, then the new creative's page (its video renders meanwhile). */
export function useRenderDesign() {
  const write = useSaveThenOpen<Creative>(
    [[creativeResource.key]],
    (creative) => ({ to: '/campaigns/creative-library/edit/$id', params: { id: creative.id } }) as const,
  );
  return {
    ...write,
    render: (form: DesignForm) =>
      write.save({
        method: 'POST',
        path: DESIGNER_API.render,
        body: renderInputOf(form),
        notice: DESIGNER_NOTICES.rendered,
        fallback: DESIGNER_NOTICES.errorRender,
      }),
  };
}
