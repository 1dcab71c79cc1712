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
