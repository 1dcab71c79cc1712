/** `npm run bench [-- name…]`: runs the benchmarks (all by default). Never part of `npm test`. */
import { runApi } from './api.js';
import { runCrowd } from './crowd.js';
import { runExports } from './exports.js';
import { runFanout } from './fanout.js';
import { runFanoutLimits } from './fanout-limits.js';
import { runFuzz } from './fuzz.js';
import { runJobQueue } from './job-queue.js';
import { runMapFrames } from './map-frames.js';
import { runNotifyCeiling } from './notify-ceiling.js';
import { runPages } from './pages.js';
import { runPlaces } from './places.js';
import { runSms } from './sms.js';
import { runSoak } from './soak.js';
import { runWeb } from './web.js';

const benches: Record<string, () => Promise<unknown>> = {
  web: runWeb,
  fanout: runFanout,
  'fanout-limits': runFanoutLimits,
  api: runApi,
  crowd: runCrowd,
  fuzz: runFuzz,
  notify: runNotifyCeiling,
  exports: runExports,
  pages: runPages,
  places: runPlaces,
  map: runMapFrames,
  sms: runSms,
  soak: runSoak,
  'job-queue': runJobQueue,
};
const chosen = process.argv.slice(2).filter((a) => a in benches);
for (const name of chosen.length ? chosen : Object.keys(benches)) {
  console.log(`\n▶ bench ${name}`);
  await benches[name]!();
}
process.exit(0);
