import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts a page may not have: a reader is blocked or badly hindered (axe-core's two highest). */
const BLOCKING_IMPACTS = ['serious', 'critical'];

/** How many offending elements a line names; the count says how many more there are. */
const TARGETS_SHOWN = 3;

/**
 * Runs axe-core in the page and answers its serious and critical violations, one readable line each: the rule, its
 * impact, what it asks and the elements that break it.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol: an inline script tag would be (rightly) refused by the page's CSP.
  await page.evaluate(axe.source);
  return page.evaluate(
    async ({ impacts, shown }) => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => impacts.includes(v.impact ?? ''))
        .map((v) => {
          const targets = v.nodes.map((n) => n.target.join(' '));
          const more = targets.length > shown ? ` and ${targets.length - shown} more` : '';
          return `${v.id} (${v.impact}): ${v.help}: ${targets.slice(0, shown).join(', ')}${more}`;
        });
    },
    { impacts: BLOCKING_IMPACTS, shown: TARGETS_SHOWN },
  );
}
