import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

let roots: Root[] = [];

/** The app's HTML as the server sends it, in the document (happy-dom). */
export function serverRendered(app: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  return container;
}

/** React takes the server's HTML over as the app does, as a transition (app/render-app.tsx). */
export function hydrateAsTheApp(container: HTMLElement, app: ReactNode): void {
  startTransition(() => {
    roots.push(hydrateRoot(container, app));
  });
}

/** For afterEach: unmounts what was hydrated and empties the document. */
export function removeHydrated(): void {
  roots.forEach((root) => root.unmount());
  roots = [];
  document.body.innerHTML = '';
}
