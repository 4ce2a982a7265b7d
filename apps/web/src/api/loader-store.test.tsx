import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLoader } from '../ui/page-loader';
import { hideLoader, loaderCount, showLoader, withLoader } from './loader-store';

const releaseAll = () => {
  while (loaderCount() > 0) hideLoader();
};

describe('global spinner (part 1 §4: reference-counted)', () => {
  afterEach(releaseAll);

  it('stays visible until every caller has released it', () => {
    render(<PageLoader />);
    const spinner = () => screen.queryByRole('progressbar', { name: 'Loading' });
    expect(spinner()).toBeNull();

    act(() => {
      showLoader();
      showLoader();
    });
    expect(spinner()).not.toBeNull();
    act(() => hideLoader());
    expect(loaderCount()).toBe(1);
    expect(spinner()).not.toBeNull();
    act(() => hideLoader());
    expect(loaderCount()).toBe(0);
  });

  it('never counts below zero', () => {
    hideLoader();
    showLoader();
    expect(loaderCount()).toBe(1);
  });

  it('is released again when the work fails (part 1 §8)', async () => {
    const failing = withLoader(Promise.reject(new Error('no network')));
    expect(loaderCount()).toBe(1);
    await expect(failing).rejects.toThrow('no network');
    expect(loaderCount()).toBe(0);
  });

  it('holds while overlapping work runs and drops after the last one', async () => {
    let finishFirst = () => {};
    const first = withLoader(new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withLoader(async () => 'done');
    expect(loaderCount()).toBe(2);
    await second;
    expect(loaderCount()).toBe(1);
    finishFirst();
    await first;
    expect(loaderCount()).toBe(0);
  });
});
