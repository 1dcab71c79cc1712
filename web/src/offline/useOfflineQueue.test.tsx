// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { forgetSubmission, keepSubmission, keptSubmissions } from './queue-store';
import { useOfflineQueue } from './useOfflineQueue';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  for (const s of await keptSubmissions()) await forgetSubmission(s.key);
});

it('shows what waits while a drain is still sending it (a slow network)', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  await keepSubmission({
    key: 'k1',
    operationName: 'CreateAidRequest',
    query: 'mutation CreateAidRequest { x }',
    variables: {},
    queuedAt: 1,
    state: 'waiting',
  });
  const { result } = renderHook(() => useOfflineQueue());
  await waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 3_000 });
  await waitFor(() => expect(result.current.waiting).toBe(1), { timeout: 3_000 });
});
