import { useState } from 'react';

/**
 * When the data still shown last arrived, to date it after a failed reload (D23). It is kept while a reload fails
 * (the data goes empty then, and the previous data stays on screen). Set during render: React renders again at once.
 */
export function useLastLoaded(data: unknown): Date | null {
  const [last, setLast] = useState<{ data: unknown; at: Date }>();
  if (data && data !== last?.data) setLast({ data, at: new Date() });
  return last?.at ?? null;
}
