import type { FormPostOutcome } from '@shared/page-renderer';
import { useEffect, useRef } from 'react';

/**
 * What a visitor typed into each server-rendered form (by its id) before the app took over: on a slow network the
 * form shows seconds before its scripts run. It is read when this module first runs, that is when the route that
 * needs it loads, before React hydrates that route: hydration sets a controlled select back to its initial value, so
 * reading the page afterwards (in an effect) lost a role chosen on the log-in page.
 */
const typedAtStart = new Map<string, Record<string, string>>();
if (typeof document !== 'undefined') {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[id]')) {
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && value !== '' && name !== 'idempotencyKey') values[name] = value;
    if (Object.keys(values).length > 0) typedAtStart.set(form.id, values);
  }
}

/** Gives the form with this id what was typed into its server-rendered copy, as if posted, once: taking over loses nothing. */
export function useTypedBeforeScripts(formId: string, restore: (typed: FormPostOutcome) => void): void {
  const restoreOnce = useRef(restore);
  useEffect(() => {
    const values = typedAtStart.get(formId);
    typedAtStart.delete(formId);
    if (values) restoreOnce.current({ sent: false, values });
  }, [formId]);
}
