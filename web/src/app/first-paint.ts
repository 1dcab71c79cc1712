import { PAGE_CHUNK_META } from '@shared/page-chunks';

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

/**
 * Starts fetching the chunks the server listed for this page, alongside the app's own: a link a task, from the next
 * one on. Each link added to the page took a slow phone some milliseconds; added together with the app's own, they
 * made one task of 16-47 ms (at 4x CPU, traced: up to 190 ms).
 */
export async function fetchPageChunks(document: Document): Promise<void> {
  // The later chunks' name begins with the page's (shared/page-chunks.ts): one selector finds both, in the page's order.
  for (const { name, content } of document.querySelectorAll<HTMLMetaElement>(`meta[name^="${PAGE_CHUNK_META}"]`)) {
    await nextTask();
    const rel = name === PAGE_CHUNK_META ? 'modulepreload' : 'prefetch';
    document.head.append(Object.assign(document.createElement('link'), { rel, href: content, crossOrigin: '' }));
  }
}
