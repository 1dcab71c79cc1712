import { execFileSync } from 'node:child_process';

const MIB = 256;
const PAGES = (MIB * 1024 * 1024) / 4096;

// Runs in a new process, so that the buffer's memory is memory the process has never touched. Buffer.alloc of this
// size takes zeroed pages from the kernel lazily: the first fill faults every page in, the second only writes.
const PROBE = `
const b = Buffer.alloc(${MIB} * 1024 * 1024);
let t = process.hrtime.bigint(); b.fill(1);
const first = Number(process.hrtime.bigint() - t);
t = process.hrtime.bigint(); b.fill(2);
const second = Number(process.hrtime.bigint() - t);
process.stdout.write(JSON.stringify({ first, second }));
`;

/**
 * What the machine charges for a page of memory a process touches for the first time, in microseconds per 4 KiB
 * page (median of `rounds` new processes): the page fault, the kernel zeroing the page, and whatever the hypervisor
 * adds. Lighthouse's `benchmarkIndex` runs in memory already touched, so it cannot see this; a browser's new renderer
 * touches tens of thousands of new pages while a page loads, and Lighthouse's simulated phone multiplies that time too.
 */
export function firstTouchMicrosPerPage(rounds = 3): number {
  const costs = Array.from({ length: rounds }, () => {
    const { first, second } = JSON.parse(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' })) as {
      first: number;
      second: number;
    };
    return (first - second) / 1000 / PAGES;
  }).sort((a, b) => a - b);
  return Math.round(costs[Math.floor(costs.length / 2)]! * 100) / 100;
}
