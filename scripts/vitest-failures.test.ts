import { describe, expect, it } from 'vitest';
import { failuresOf, type VitestReport } from './vitest-failures.js';

const ROOT = '/ci/repo';
const report = (testResults: VitestReport['testResults']): VitestReport => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numTotalTests: 0,
  testResults,
});

describe("failuresOf: the failed tests named at the end of npm test's output", () => {
  it('names each failed test by file, line, full name and the first line of its failure; passes none that passed', () => {
    const failures = failuresOf(
      report([
        {
          name: `${ROOT}/api/src/x.int.test.ts`,
          message: '',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'shared answers keeps one',
              failureMessages: [
                `AssertionError: expected 5 to be 4 // Object.is equality\n    at ${ROOT}/api/src/x.int.test.ts:57:35\n    at file:///ci/repo/node_modules/@vitest/runner/dist/chunk.js:302:11`,
              ],
            },
            { status: 'passed', fullName: 'shared answers drops them', failureMessages: [] },
          ],
        },
        { name: `${ROOT}/web/src/y.test.ts`, assertionResults: [{ status: 'passed', fullName: 'y works' }] },
      ]),
      ROOT,
    );
    expect(failures).toEqual([
      'api/src/x.int.test.ts:57 › shared answers keeps one: AssertionError: expected 5 to be 4 // Object.is equality',
    ]);
  });

  it('names a file that failed outside any test (a setup error) by its message', () => {
    expect(
      failuresOf(
        report([
          {
            name: `${ROOT}/e2e/z.spec.ts`,
            message: '\nError: hook timed out in 60000ms\n  at …',
            assertionResults: [],
          },
        ]),
        ROOT,
      ),
    ).toEqual(['e2e/z.spec.ts: Error: hook timed out in 60000ms']);
  });
});
