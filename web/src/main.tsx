import type { NormalizedCacheObject } from '@apollo/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { SERVER_STATE_KEY } from './app/server-state';
import { MapBackgroundDocument } from './generated/graphql';
import './styles.css';

const client = createApolloClient();
const root = document.getElementById('root')!;
const serverState = (window as unknown as Record<string, NormalizedCacheObject | undefined>)[SERVER_STATE_KEY];
if (serverState) client.restore(serverState);

// On the home page, ask for the map's outlines while the page's code is still arriving (slow networks). Its markers
// come with the page (server state) or are asked for by the map itself, for the box it shows.
if (location.pathname === '/') void client.query({ query: MapBackgroundDocument }).catch(() => undefined);

const app = (
  <AppProviders client={client}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

// The server rendered this page (the home page): take over its HTML instead of drawing it again.
if (serverState && root.firstElementChild) {
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.error('Hydration recovered by rendering in the browser:', error),
  });
} else {
  createRoot(root).render(app);
}
