import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { CountersChangedDocument, CountersDocument } from '../../../generated/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLastLoaded } from '../../../ui/useLastLoaded';

const STEPS = 75;
const STEP_MS = 16;
const VISIBLE = 0.3;

/** Counts up from 0 once visible (about 75 steps of 16 ms), then follows the live value. */
function useCountUp(target: number, started: boolean): number {
  const [shown, setShown] = useState(0);
  const animated = useRef(false);
  useEffect(() => {
    if (!started) return;
    if (animated.current) {
      setShown(target);
      return;
    }
    animated.current = true;
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setShown(Math.round((target * step) / STEPS));
      if (step >= STEPS) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [target, started]);
  return shown;
}

function Counter({ labelId, value, started }: { labelId: MessageId; value: number; started: boolean }) {
  const t = useT();
  const { number } = useFormatters();
  const shown = useCountUp(value, started);
  return (
    <div className="counter">
      <span className="counter-value" aria-hidden="true">
        {number(shown)}
      </span>
      <span className="visually-hidden">{number(value)}</span>
      <span className="counter-label">{t(labelId)}</span>
    </div>
  );
}

export function Counters() {
  const { data, error, refetch } = useQuery(CountersDocument, { fetchPolicy: 'cache-and-network' });
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers) the numbers show at once. Either way the first render shows 0, as
  // the server's does.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  // Followed live once seen: on a phone the counters are below the fold. Among the effects of the page's hydration,
  // their subscription was the costliest (it fetched the socket's code and sent the first operation over it).
  // Nothing is missed meanwhile: the server replays to a new subscriber what changed after the socket's resumeAfter,
  // the page's own sequence. After a reconnection, resumed from later, the next change brings all three.
  // When the server cannot replay (LIVE_UPDATES_MISSED, an error in place of data), the counts are asked again.
  const live = useSubscription(CountersChangedDocument, { skip: !visible, onError: () => void refetch() });
  const counters = live.data?.countersChanged ?? data?.counters;
  const lastLoaded = useLastLoaded(counters);
  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      threshold: VISIBLE,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <section ref={ref} className="section counters" aria-live="polite">
      {error && !counters && <LoadError onRetry={() => void refetch()} lastLoaded={lastLoaded} />}
      {counters && (
        <div className="counter-row">
          <Counter labelId="home.counters.volunteers" value={counters.activeVolunteers} started={visible} />
          <Counter labelId="home.counters.alerts" value={counters.alertsSent} started={visible} />
          <Counter labelId="home.counters.aid" value={counters.aidRequested} started={visible} />
        </div>
      )}
    </section>
  );
}
