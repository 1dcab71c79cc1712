// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountersChangedDocument, CountersDocument } from '../../../generated/graphql';
import { renderWithApp } from '../../../testing/render';
import { Counters } from './Counters';

const counts = (alertsSent: number) => ({
  data: { counters: { __typename: 'Counters', activeVolunteers: 2, alertsSent, aidRequested: 5 } },
});

/** The number a screen reader hears for the counter labelled `label`. */
const spoken = (label: string) =>
  screen.getByText(label).closest('.counter')?.querySelector('.visually-hidden')?.textContent;

beforeEach(() => {
  // Without IntersectionObserver the counters are followed at once (as in a browser that lacks it).
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home page counters, followed live', () => {
  it('asks for the counts again when the server cannot replay what changed before they were followed', async () => {
    renderWithApp(<Counters />, [
      { request: { query: CountersDocument }, result: counts(3) },
      {
        request: { query: CountersChangedDocument },
        // After the first answer: a gap that came while it was on its way would be answered by it (Apollo sends one
        // request for the two), and the test would then race the two answers.
        delay: 50,
        // As the server sends it: an error in place of data (live-frames.ts, resumeGapFrame).
        result: {
          errors: [
            { message: 'Some live updates could not be sent again', extensions: { code: 'LIVE_UPDATES_MISSED' } },
          ],
          extensions: { resumeGap: true },
        },
      },
      { request: { query: CountersDocument }, result: counts(4) },
    ]);
    await waitFor(() => expect(spoken('Alerts Sent')).toBe('3'), { timeout: 2_000 });
    await waitFor(() => expect(spoken('Alerts Sent')).toBe('4'), { timeout: 2_000 });
  });
});
