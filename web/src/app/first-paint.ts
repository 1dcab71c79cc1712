import { LATER_CHUNK_META, PAGE_CHUNK_META } from '@shared/page-chunks';

/**
 * Resolves once the browser has painted what it has (the frame, then a task after it). A page that is never shown
 * (a background tab) gets no frame: it goes on after a short wait instead.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

/** Gives the main thread back to the browser (input, painting) before going on. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts fetching the chunks the server listed for this page, alongside the app's own. */
export function fetchPageChunks(document: Document): void {
  const add = (meta: string, rel: string) =>
    document.querySelectorAll<HTMLMetaElement>(`meta[name="${meta}"]`).forEach(({ content }) => {
      const link = Object.assign(document.createElement('link'), { rel, href: content, crossOrigin: '' });
      document.head.append(link);
    });
  add(PAGE_CHUNK_META, 'modulepreload');
  add(LATER_CHUNK_META, 'prefetch');
}
