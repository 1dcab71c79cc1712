import type { FormPostOutcome } from '@shared/page-renderer';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor typed into the server-rendered form before the app took over (on a slow network the form shows
 * seconds before its scripts run): read from the page once, when the app starts, and given to the form as if posted,
 * so taking over loses nothing.
 */
export function useTypedBeforeScripts(restore: (typed: FormPostOutcome) => void): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  const restoreOnce = useRef(restore);
  useEffect(() => {
    if (!form.current) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string' && value !== '' && name !== 'idempotencyKey') values[name] = value;
    if (Object.keys(values).length > 0) restoreOnce.current({ sent: false, values });
  }, []);
  return form;
}
