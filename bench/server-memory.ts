/**
 * The memory of a server process as the bench sees it from outside: the kernel's resident set (VmRSS, and VmHWM its
 * high-water mark, which also catches a peak between two samples) and V8's heap as `process.memoryUsage()` answers
 * it inside, through a small module preloaded with `--import` that answers over the IPC channel. Nothing of this is
 * in the server's code: the production process runs without it.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MB = 1024 * 1024;
export const mb = (bytes: number) => Number((bytes / MB).toFixed(1));

/** The preloaded module: answers `sample` with the process's memory and the sizes of V8's young and old spaces. */
const PROBE = String.raw`
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
const kb = (status, field) => Number(status.split('\n').find((l) => l.startsWith(field + ':'))?.match(/\d+/)?.[0] ?? 0) * 1024;
process.on('message', (m) => {
  if (m !== 'sample') return;
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
  const status = readFileSync('/proc/self/status', 'utf8');
  process.send({ ...process.memoryUsage(), newSpace: spaces.new_space ?? 0, oldSpace: spaces.old_space ?? 0,
    rssAnon: kb(status, 'RssAnon'), rssFile: kb(status, 'RssFile'), v8Malloced: v8.getHeapStatistics().malloced_memory });
});
process.channel?.unref();
`;

/** Writes the probe into `dir` and answers the node arguments that preload it. */
export function probeArgs(dir: string): string[] {
  const file = join(dir, 'memory-probe.mjs');
  writeFileSync(file, PROBE);
  return ['--import', file];
}

/** process.memoryUsage(), V8's young and old space sizes, the kernel's anonymous and file-backed RSS, V8's own malloc. */
export interface MemorySample {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  newSpace: number;
  oldSpace: number;
  rssAnon: number;
  rssFile: number;
  v8Malloced: number;
}

/** Where the resident memory is, in MB: V8's heap, Buffers, V8's malloc, and the rest of the anonymous memory (the C allocator's, threads' stacks). */
export function breakdown(s: MemorySample) {
  return {
    rssMb: mb(s.rss),
    fileBackedMb: mb(s.rssFile),
    anonymousMb: mb(s.rssAnon),
    v8HeapMb: mb(s.heapTotal),
    buffersMb: mb(s.external),
    v8MallocMb: mb(s.v8Malloced),
    otherAnonymousMb: mb(s.rssAnon - s.heapTotal - s.external - s.v8Malloced),
  };
}

/** Resident memory of a process in bytes, from /proc: VmRSS now, VmHWM the peak since the last reset. */
export function kernelMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) * 1024;
}

/** Resets the kernel's peak RSS of the process to its current RSS (writing 5 to clear_refs). */
export const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** One sample from the probe (its reply waits for the server's event loop, as a busy export makes it). */
export function sample(child: ChildProcess): Promise<MemorySample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the memory probe did not answer in 10 s')), 10_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as MemorySample);
    });
    child.send('sample');
  });
}

/** Samples every `everyMs` until stopped; one request in flight at a time. */
export function sampler(child: ChildProcess, everyMs: number): { stop: () => Promise<MemorySample[]> } {
  const samples: MemorySample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await sample(child));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
