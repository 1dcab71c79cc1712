// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useIdempotencyKey } from './useIdempotencyKey';

afterEach(cleanup);

it('keeps one key for every try of a submission, and gives a new one once it is accepted', () => {
  const { result, rerender } = renderHook(() => useIdempotencyKey());
  const first = result.current.key;
  rerender();
  expect(result.current.key).toBe(first);
  act(() => result.current.renew());
  expect(result.current.key).not.toBe(first);
  expect(result.current.key).toMatch(/^[0-9a-f-]{36}$/);
});
