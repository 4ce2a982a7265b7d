import { useParams } from '@tanstack/react-router';

/** The numeric `id` and `dpId` params of the current route, undefined where the route has none. */
export function useIdParams(): { id?: number; dpId?: number } {
  const params = useParams({ strict: false }) as { id?: string; dpId?: string };
  const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return { id: toNumber(params.id), dpId: toNumber(params.dpId) };
}
