import type { ApolloClient } from '@apollo/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { StartingLanguage } from '../i18n/I18nProvider';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/**
 * React takes the page over: hydrates the HTML the server rendered (`hydrate`), else draws the app. A module of its own
 * so that React's DOM renderer and the router are evaluated in a task apart from the client's start.
 */
export function renderApp(root: HTMLElement, client: ApolloClient, language: StartingLanguage, hydrate: boolean): void {
  const app = (
    <AppProviders client={client} language={language}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // In one block, not as a transition: hydrated in slices, a tap between two slices reached a control React had not
  // taken over yet and was lost.
  if (hydrate) {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('Hydration recovered by rendering in the browser:', error),
    });
  } else {
    createRoot(root).render(app);
  }
}
