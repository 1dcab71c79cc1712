import type { Locator, Page } from 'playwright-core';

/** What a page shows that may say why an awaited outcome did not come: its path, dialogs and alerts, on one line. */
export async function whatThePageShows(page: Page): Promise<string> {
  const shown = await page
    .locator('[role=dialog], [role=alertdialog], [role=alert]')
    .evaluateAll((nodes) =>
      nodes
        .map((node) => `${node.getAttribute('role')} "${(node.textContent ?? '').trim().slice(0, 200)}"`)
        .filter((text) => !text.endsWith('""')),
    )
    .catch((error: unknown) => [`(not read: ${String(error).split('\n')[0]})`]);
  return `${new URL(page.url()).pathname}${shown.length ? `: ${shown.join('; ')}` : ', no dialog or alert'}`;
}

/**
 * Waits for `locator` to show; if it does not, fails with what the page shows instead, on the failure's first line
 * (the line `npm test` repeats in its summary), so that a run that failed once in CI says why.
 */
export async function showsOrExplain(page: Page, locator: Locator): Promise<void> {
  try {
    await locator.waitFor();
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new Error(`${first} The page shows ${await whatThePageShows(page)}.`, { cause: error });
  }
}
