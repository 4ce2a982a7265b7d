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

describe('toast bursts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows one toast for the same message repeated while it is on screen', () => {
    for (let i = 0; i < 100; i += 1) toast.error('Error fetching demand connections!');
    toast.error('Another');
    expect(currentToasts().map((item) => item.message)).toEqual([
      'Error fetching demand connections!',
      'Another',
    ]);
    vi.advanceTimersByTime(3000);
    toast.error('Error fetching demand connections!');
    expect(currentToasts()).toHaveLength(1);
  });
});
