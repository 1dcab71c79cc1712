import type { ApolloClient } from '@apollo/client';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { StartingLanguage } from '../i18n/I18nProvider';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** Calls `then` once the app is on the page: its first render (or hydration) committed. */
function OnCommitted({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * React takes the page over: hydrates the HTML the server rendered (`hydrate`), else draws the app; `takenOver` is
 * called once it has. A module of its own so that React's DOM renderer and the router are evaluated in a task apart
 * from the client's start.
 */
export function renderApp(
  root: HTMLElement,
  client: ApolloClient,
  language: StartingLanguage,
  hydrate: boolean,
  takenOver: () => void,
): void {
  const app = (
    <OnCommitted then={takenOver}>
      <AppProviders client={client} language={language}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </OnCommitted>
  );
  // As a transition: React hydrates in slices of a few milliseconds and gives a slow phone's main thread back between
  // them (Lighthouse's blocking time on the home page 517 -> 359 ms, median of 3). A tap or key on the page meanwhile
  // makes React finish the hydration at once and then handle it (React 19.3; e2e server-render and public).
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('Hydration recovered by rendering in the browser:', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}
