import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadMemo } from '../src/db/read-memo';

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

describe('kept reads: single flight', () => {
  it('concurrent reads of one key share one load', async () => {
    const memo = new ReadMemo();
    let release: (value: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const readers = Array.from({ length: 20 }, () => memo.get('k', load));
    release(7);
    expect(await Promise.all(readers)).toEqual(Array(20).fill(7));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is not kept: the next read loads again', async () => {
    const memo = new ReadMemo();
    await expect(memo.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('k', async () => 3)).toBe(3);
  });

  it('a read that starts after a write does not join a load that started before it', async () => {
    const memo = new ReadMemo();
    let release: (value: string) => void = () => {};
    const before = memo.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    memo.forgetAll();
    const after = memo.get('k', async () => 'after the write');
    release('before the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
  });
});
