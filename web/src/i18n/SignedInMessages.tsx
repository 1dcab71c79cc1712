import type { ReactNode } from 'react';
import { enSignedIn } from './en-signed-in';
import { MessageLayer, type LayerTranslations } from './MessageLayer';

const signedIn: LayerTranslations = {
  si: () => import('./si-signed-in').then((m) => m.siSignedIn),
  ta: () => import('./ta-signed-in').then((m) => m.taSignedIn),
};

/** The sign-in pages' and signed-in areas' texts, loaded with those screens only. */
export function SignedInMessages({ children }: { children: ReactNode }) {
  return (
    <MessageLayer english={enSignedIn} translations={signedIn}>
      {children}
    </MessageLayer>
  );
}
