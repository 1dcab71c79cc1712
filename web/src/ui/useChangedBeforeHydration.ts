import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Hands `read` the element once it is on the page, before the browser paints it again: to take up what the visitor
 * changed in its server-rendered controls before React hydrated them (a slow phone shows the page seconds before its
 * scripts). React hydrates a control with its value as it finds it, so that change fires no event, and React would
 * set the control back on its next render. On a page drawn in the browser the controls show the state's values.
 */
export function useChangedBeforeHydration<E extends HTMLElement>(read: (element: E) => void): RefObject<E | null> {
  const element = useRef<E>(null);
  const readOnce = useRef(read);
  useLayoutEffect(() => {
    if (element.current) readOnce.current(element.current);
  }, []);
  return element;
}

/** Whether the visitor chose another option of this server-rendered select than the page came with. */
export const selectChangedFromPage = (select: HTMLSelectElement): boolean =>
  [...select.options].some((option) => option.selected !== option.defaultSelected);

/**
 * The values of the selects in `element` (each named by `data-filter`) that the visitor changed from the page's and
 * that differ from `current`, or null. A select left as the page came keeps the state's value, which may be the
 * browser's own (a district remembered in this browser, which the server could not know).
 */
export function changedSelects<T extends { [K in keyof T]: string }>(
  element: HTMLElement,
  current: T,
): Partial<T> | null {
  const changed: Partial<Record<string, string>> = {};
  for (const select of element.querySelectorAll<HTMLSelectElement>('select[data-filter]')) {
    const name = select.dataset.filter!;
    if (selectChangedFromPage(select) && name in current && select.value !== current[name as keyof T])
      changed[name] = select.value;
  }
  return Object.keys(changed).length > 0 ? (changed as Partial<T>) : null;
}
