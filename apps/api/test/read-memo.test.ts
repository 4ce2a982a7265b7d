import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadMemo } from '../src/http/read-memo';

describe('kept reads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a repeated read from memory until a write forgets it', async () => {
    const memo = new ReadMemo();
    const load = vi.fn(async () => 42);
    expect(await memo.get('k', load)).toBe(42);
    expect(await memo.get('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    memo.forgetAll();
    expect(await memo.get('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that a write overlapped', async () => {
    const memo = new ReadMemo();
    let release: (value: number) => void = () => {};
    const pending = memo.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    memo.forgetAll();
    release(1);
    expect(await pending).toBe(1);
    expect(await memo.get('k', async () => 2)).toBe(2);
  });

  it('reads again once the kept value is older than its time to live', async () => {
    vi.useFakeTimers({ now: 0 });
    const memo = new ReadMemo(1_000);
    expect(await memo.get('k', async () => 'old')).toBe('old');
    vi.setSystemTime(1_001);
    expect(await memo.get('k', async () => 'new')).toBe('new');
  });
});
