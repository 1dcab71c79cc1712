import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MessageId } from '../../../i18n/en';
import { DuplicateMarker } from './DuplicateMarker';
import { useDuplicateFlags, type DuplicatePair } from './useDuplicateFlags';

// Loaded when an officer opens a pair: most visits to a list decide none.
const DuplicateCompare = lazy(() => import('./DuplicateCompare').then((m) => ({ default: m.DuplicateCompare })));

/**
 * The flagged pairs on a list of requests (pending or ongoing): a "Possible duplicate" marker per pair of a request,
 * and the side-by-side dialog it opens. `onDecided` hears the outcome after the flags have been read again.
 */
export function useDuplicateReview(listKey: string, onDecided: (message: MessageId) => Promise<unknown>) {
  const flags = useDuplicateFlags(listKey);
  const [comparing, setComparing] = useState<DuplicatePair | null>(null);
  const decided = async (message: MessageId) => {
    setComparing(null);
    await Promise.all([onDecided(message), flags.refresh()]).catch(() => undefined);
  };
  const markers = (requestId: string): ReactNode =>
    flags.pairsOf(requestId).map((pair) => (
      <div key={pair.id}>
        <DuplicateMarker pair={pair} onOpen={setComparing} />
      </div>
    ));
  const dialog = comparing && (
    <Suspense fallback={null}>
      <DuplicateCompare
        pair={comparing}
        onClose={() => setComparing(null)}
        onDecided={(message) => void decided(message)}
      />
    </Suspense>
  );
  return { markers, dialog, error: flags.error, refresh: flags.refresh };
}
