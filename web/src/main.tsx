import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppRoutes } from './app/AppRoutes';
import { SessionProvider } from './features/accounts/session';
import { I18nProvider } from './i18n/I18nProvider';
import './styles.css';

const client = createApolloClient();

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
