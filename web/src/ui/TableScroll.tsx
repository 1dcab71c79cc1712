import type { ReactNode } from 'react';

interface Props {
  /** The table's name in the reader's language (its heading or caption): what a screen reader says on reaching it. */
  label: string;
  /** Rows of an earlier answer while the new one loads: dimmed and marked busy, never taken for the answer. */
  stale?: boolean;
  children: ReactNode;
}

/**
 * The box every table scrolls sideways in on a narrow screen. It takes keyboard focus, so that a reader without a
 * mouse or touch screen can scroll it with the arrow keys (WCAG 2.1.1), and is a named region, so that the stop says
 * what it is.
 */
export function TableScroll({ label, stale = false, children }: Props) {
  return (
    <div
      className={stale ? 'table-wrap stale' : 'table-wrap'}
      aria-busy={stale}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
