import type { Locator } from '@playwright/test';

/**
 * The texts inside `region` that are cut off: an element that hides its overflow or ends it with
 * an ellipsis while its text is wider than its box (a badge or button squeezed by its row).
 */
export const clippedTexts = (region: Locator): Promise<string[]> =>
  region.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
        return hides && element.textContent?.trim() && element.scrollWidth > element.clientWidth;
      })
      .map((element) => `"${element.textContent?.trim()}" ${element.scrollWidth}/${element.clientWidth} px`),
  );
