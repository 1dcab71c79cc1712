import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates in a pass of its own, after the page around it, with its own
 * commit and effects: a slow phone's main thread is then busy in several short tasks instead of one long one. A tap
 * inside it before then makes React hydrate it first and replay the tap. Nothing here suspends, so the empty fallback
 * is never shown.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
