import { afterAll, beforeAll } from 'vitest';
import { useTestDatabase } from './test-database.js';
import { useTestServer } from './test-server.js';
import { simulatedSmsSettings } from './sms-testing.js';
import { SmsSimulator } from '../demo/sms-simulator.js';

/** A test file's phone network: the gateway simulator, a test database and an API instance whose gateways point at it. */
export function useSimulatedSms() {
  const simulator = new SmsSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  const db = useTestDatabase();
  const api = useTestServer(db, { sms: simulatedSmsSettings(simulator) });
  return { simulator, db, api };
}
