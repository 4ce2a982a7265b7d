import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, toast } from './toast-store';

describe('toasts (part 1 §9: error, success, info 3 s; default 2 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  const messages = () => currentToasts().map((item) => `${item.kind}:${item.message}`);

  it('keeps error, success and info toasts for 3 s and the default one for 2 s', () => {
    toast.error('e');
    toast.success('s');
    toast.info('i');
    toast.show('d');
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['error:e', 'success:s', 'info:i', 'default:d']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['error:e', 'success:s', 'info:i']);
    vi.advanceTimersByTime(999);
    expect(messages()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });
});
