import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { enSignedIn } from './en-signed-in';

/** Adds the signed-in areas' English texts under the chosen language's (which may translate them). */
export function SignedInMessages({ children }: { children: ReactNode }) {
  const outer = useIntl();
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={{ ...enSignedIn, ...outer.messages }}>
      {children}
    </IntlProvider>
  );
}
