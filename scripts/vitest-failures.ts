/** The parts of Vitest's JSON report (Jest's format) that `npm test` reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

/** CI keeps only the tail of the output: name each failed test there, with the first line of its failure. */
export function failuresOf(report: VitestReport, root: string): string[] {
  const firstLine = (text = '') =>
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? '';
  return (report.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (!failed.length && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => {
      const message = test.failureMessages?.[0] ?? '';
      const line = /:(\d+):\d+\)?$/m.exec(message.split('\n').find((l) => l.includes(file.name)) ?? '')?.[1];
      return `${where}${line ? `:${line}` : ''} › ${test.fullName}: ${firstLine(message)}`;
    });
  });
}
