import { ErrorBodySchema } from '@adcast/domain/errors';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { UPLOAD_SCREEN } from '@adcast/domain/media/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { DetailedError, Upload } from 'tus-js-client';
import { ApiError, sessionHeaders } from '../../../api/client';
import { errorMessages } from '../../../api/notify-error';
import { VIDEOS_KEY } from './video-api';

/** Where a resumable upload stands. */
export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading' | 'paused'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; messages: string[] };

/** Up to 5 MB a request: a pause loses at most one chunk, and a resume starts where the server stopped. */
const CHUNK_BYTES = 5 * 1024 * 1024;

/** The refusals of a file itself (too large, not a video): their messages name the rule for the user. */
const FILE_REFUSALS = [413, 415];

/** The server's `{code, messages}` when it refused the upload, else the fallback. */
function messagesOf(error: Error): string[] {
  if (!(error instanceof DetailedError) || !error.originalResponse) return [UPLOAD_SCREEN.failed];
  const status = error.originalResponse.getStatus();
  let body: unknown = error.originalResponse.getBody();
  try {
    body = JSON.parse(String(body));
  } catch {
    // A plain-text refusal from the tus server falls back to the general message.
  }
  const refusal = ErrorBodySchema.safeParse(body);
  if (FILE_REFUSALS.includes(status) && refusal.success && refusal.data.messages.length > 0) {
    return refusal.data.messages;
  }
  return errorMessages(new ApiError(status, body), UPLOAD_SCREEN.failed);
}

/**
 * A tus upload of one file with its upload request as metadata: start, pause, resume. Videos by
 * default (content bytes at /api/cb); another endpoint names the list its finish refreshes
 * (A2V audio assets).
 */
export function useVideoUpload(
  endpoint: string = MEDIA_API.upload,
  refreshes: readonly unknown[] = VIDEOS_KEY,
) {
  const queryClient = useQueryClient();
  const upload = useRef<Upload | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  const start = useCallback(
    (file: File, request: Record<string, string | number | undefined>) => {
      // tus sends an empty value as no value at all, which the server reads as null: empty fields stay out.
      const fields = { ...request, filename: file.name, filetype: file.type };
      const metadata = Object.fromEntries(
        Object.entries(fields)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      );
      const next = new Upload(file, {
        endpoint,
        headers: sessionHeaders(endpoint),
        metadata,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000],
        onProgress: (sent, total) =>
          setState((current) =>
            current.kind === 'paused'
              ? current
              : { kind: 'uploading', percent: Math.floor((sent / total) * 100) },
          ),
        onSuccess: () => {
          setState({ kind: 'done' });
          void queryClient.invalidateQueries({ queryKey: refreshes });
        },
        onError: (error) => setState({ kind: 'failed', messages: messagesOf(error) }),
      });
      upload.current = next;
      setState({ kind: 'uploading', percent: 0 });
      next.start();
    },
    [queryClient, endpoint, refreshes],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((current) =>
      current.kind === 'uploading' ? { kind: 'paused', percent: current.percent } : current,
    );
  }, []);

  const resume = useCallback(() => {
    setState((current) =>
      current.kind === 'paused' ? { kind: 'uploading', percent: current.percent } : current,
    );
    upload.current?.start();
  }, []);

  return { state, start, pause, resume };
}
