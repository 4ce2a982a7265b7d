import { linkOptions } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

// The router's type is registered in router.tsx: `npm run typecheck` fails if a line marked as an
// expected error compiles, that is if a wrong link stopped being a type error.
describe('links are checked against the registered routes', () => {
  it('takes a registered path with its typed params', () => {
    expect(linkOptions({ to: '/demand/details/$dpId', params: { dpId: 7 } }).params).toEqual({ dpId: 7 });
  });

  it('refuses an unknown path and a param of the wrong type at compile time', () => {
    // @ts-expect-error: no route has this path
    const unknownPath = linkOptions({ to: '/demand/detail/$dpId', params: { dpId: 7 } });
    // @ts-expect-error: record ids are numbers
    const textId = linkOptions({ to: '/demand/details/$dpId', params: { dpId: '7' } });
    expect([unknownPath.to, textId.to]).toEqual(['/demand/detail/$dpId', '/demand/details/$dpId']);
  });
});
