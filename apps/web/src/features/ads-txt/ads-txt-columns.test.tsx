import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMask } from '../../api/mask-store';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { adsTxtColumns } from './ads-txt-columns';

const row = (id: number, status: string, crawledAt: string | null) => ({ id, status, crawledAt });

describe("the apps and domains lists' ads.txt columns", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it("asks for a page's rows in one call and shows each status chip and last crawl", async () => {
    const api = stubApi({
      '/api/ads-txt': () => ({
        content: [row(1, 'COMPLETE_LIST', '2026-11-20T10:00:00.000Z'), row(2, 'MISSING_CRAWL', null)],
        totalElements: 2,
      }),
    });
    const [status, crawled] = adsTxtColumns<{ id: number }>('APP');
    renderInApp(
      <div>
        {[1, 2].map((id) => (
          <div key={id}>
            {status?.render({ id })}
            {crawled?.render({ id })}
          </div>
        ))}
      </div>,
    );
    expect(await screen.findByText('Complete')).toBeTruthy();
    expect(await screen.findByText('Not crawled')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    const calls = api.requestsTo('/api/ads-txt');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('ids')).toBe('1,2');
  });
});
