import type { FormPostOutcome } from '@shared/page-renderer';
import { useEffect, useRef, useState } from 'react';
import { selectChangedFromPage } from '../useChangedBeforeHydration';

/**
 * What a visitor typed or chose in a server-rendered form: the fields whose value is no longer the one the page came
 * with. A default left as it was (the report's date and time, set by the server) is not something typed: given back,
 * it would reset the whole form, and with it whatever was typed between this module's start and the app's taking over.
 */
export function typedValuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.elements) {
    // What the form would post (FormData's fields): no buttons, nothing disabled.
    const posted =
      field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
    if (!posted || field.disabled || !field.name || !field.value || !changedFromPage(field)) continue;
    values[field.name] = field.value;
  }
  return values;
}

function changedFromPage(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  if (field instanceof HTMLSelectElement) return selectChangedFromPage(field);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked && !field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}

/**
 * What a visitor typed into each server-rendered form (by its id) before the app took over: on a slow network the
 * form shows seconds before its scripts run. It is read when this module first runs, that is when the route that
 * needs it loads, and again when the form's component first renders, both before React hydrates the form's fields:
 * the form's first drawing once the app runs sets a controlled select back to the form's value, so reading the page
 * afterwards (in an effect) lost a role chosen on the log-in page. The second read catches a choice made while the
 * page hydrated: its input event made React finish the hydration and draw the form again at once, which set the
 * select back before the change event reached the form.
 */
const typedAtStart = new Map<string, Record<string, string>>();
if (typeof document !== 'undefined') {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[id]')) {
    const values = typedValuesOf(form);
    if (Object.keys(values).length > 0) typedAtStart.set(form.id, values);
  }
}

/** What was typed into the server-rendered form with this id: at the start and now, the later winning. */
function typedInto(formId: string): Record<string, string> | null {
  // On the server (a page drawn for the browser) there is nothing typed.
  if (typeof document === 'undefined') return null;
  const atStart = typedAtStart.get(formId);
  const form = document.getElementById(formId);
  const now = form instanceof HTMLFormElement ? typedValuesOf(form) : {};
  const values = { ...atStart, ...now };
  return Object.keys(values).length > 0 ? values : null;
}

/** Gives the form with this id what was typed into its server-rendered copy, as if posted, once: taking over loses nothing. */
export function useTypedBeforeScripts(formId: string, restore: (typed: FormPostOutcome) => void): void {
  const restoreOnce = useRef(restore);
  // Read as the component first renders (hydration has not reached the form's fields yet), given back once it is on
  // the page. A render React starts again reads the start's values again: only what is on the page is done with them.
  const [typed] = useState(() => typedInto(formId));
  useEffect(() => {
    typedAtStart.delete(formId);
    if (typed) restoreOnce.current({ sent: false, values: typed });
  }, [formId, typed]);
}
