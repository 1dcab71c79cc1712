import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { MapBackgroundDocument, MapDataDocument } from './generated/graphql';
import { AppRoutes } from './app/AppRoutes';
import { SessionProvider } from './features/accounts/session';
import { I18nProvider } from './i18n/I18nProvider';
import './styles.css';

const client = createApolloClient();

// On the home page, ask for the map's data while the page's code is still arriving (slow networks).
if (location.pathname === '/') {
  void client.query({ query: MapDataDocument }).catch(() => undefined);
  void client.query({ query: MapBackgroundDocument }).catch(() => undefined);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <ApolloProvider client={client}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
    </I18nProvider>
  </StrictMode>,
);
