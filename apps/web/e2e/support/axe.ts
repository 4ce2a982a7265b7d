import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core on what the page shows now: no critical or serious violation may be left. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Colours are judged as they settle: a tooltip fading in or a label moving up is measured half
  // transparent otherwise (a slow machine catches them mid-way).
  // Endless ones (a spinner) are left alone.
  // A transition may start a frame or two after a navigation: settled means settled for 5 frames.
  await page.evaluate(() => {
    (window as { settledFrames?: number }).settledFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const settled = document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        );
      const frames = window as { settledFrames?: number };
      frames.settledFrames = settled ? (frames.settledFrames ?? 0) + 1 : 0;
      return frames.settledFrames >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
  // Only violations are collected: passes and incomplete checks double the time on a big page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
