import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '../i18n/I18nProvider';
import { SignedInMessages } from '../i18n/SignedInMessages';

/** A component as the app shows it (English catalogue, router), with the GraphQL answers the test gives. */
export function renderWithApp(ui: ReactNode, mocks: readonly MockLink.MockedResponse[] = []): RenderResult {
  return render(
    <I18nProvider initial={{ locale: 'en', catalogue: {} }}>
      <SignedInMessages>
        <MockedProvider mocks={mocks}>
          <MemoryRouter>{ui}</MemoryRouter>
        </MockedProvider>
      </SignedInMessages>
    </I18nProvider>,
  );
}
