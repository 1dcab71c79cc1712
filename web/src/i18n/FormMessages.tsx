import type { ReactNode } from 'react';
import { enForms } from './en-forms';
import { MessageLayer, type LayerTranslations } from './MessageLayer';

const forms: LayerTranslations = {
  si: () => import('./si-forms').then((m) => m.siForms),
  ta: () => import('./ta-forms').then((m) => m.taForms),
};

/** The public forms' own texts (results, offline queue), loaded with those forms (never on the home page). */
export function FormMessages({ children }: { children: ReactNode }) {
  return (
    <MessageLayer english={enForms} translations={forms}>
      {children}
    </MessageLayer>
  );
}
