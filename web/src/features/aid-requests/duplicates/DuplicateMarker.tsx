import { useT } from '../../../i18n/I18nProvider';
import type { DuplicatePair } from './useDuplicateFlags';

/** "Possible duplicate: same phone number" on a request's card: opens the two requests side by side. */
export function DuplicateMarker({ pair, onOpen }: { pair: DuplicatePair; onOpen(pair: DuplicatePair): void }) {
  const t = useT();
  const reasons = pair.reasons.map((reason) => t(`duplicates.reason.${reason}`)).join(', ');
  return (
    <button type="button" className="badge badge-orange duplicate-marker" onClick={() => onOpen(pair)}>
      {t('duplicates.markerWith', { reasons })}
    </button>
  );
}
