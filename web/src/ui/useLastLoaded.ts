import { useMemo } from 'react';

/** When the data last arrived, to date what is still shown after a failed reload (D23). */
export function useLastLoaded(data: unknown): Date | null {
  return useMemo(() => (data ? new Date() : null), [data]);
}
