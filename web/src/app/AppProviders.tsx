import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from '../features/accounts/session';
import { I18nProvider, type StartingLanguage } from '../i18n/I18nProvider';

/** What every page runs inside, in the browser and when the server renders a page. */
export function AppProviders({
  client,
  language,
  children,
}: {
  client: ApolloClient;
  language: StartingLanguage;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nProvider initial={language}>
        <ApolloProvider client={client}>
          <SessionProvider>{children}</SessionProvider>
        </ApolloProvider>
      </I18nProvider>
    </StrictMode>
  );
}
