import type { Page } from 'playwright-core';

/**
 * Resolves once React has taken over the server-rendered element (its props are on the node): a click before that
 * reaches the plain HTML (a form would be posted by the browser itself), not the app.
 */
export async function hydrated(page: Page, selector = 'main h1'): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate(
      (node) =>
        new Promise<void>((resolve) => {
          const check = () =>
            Object.keys(node).some((key) => key.startsWith('__reactProps')) ? resolve() : setTimeout(check, 50);
          check();
        }),
    );
}
