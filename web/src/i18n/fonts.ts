import type { Locale } from './locale';

/**
 * The webfont of the chosen language's script: a phone without Sinhala or Tamil fonts still shows letters,
 * not boxes. Loaded on demand, so English readers download neither the fonts nor their CSS.
 */
export function loadFonts(locale: Locale): Promise<unknown> {
  if (locale === 'si') return import('./fonts/sinhala.css');
  if (locale === 'ta') return import('./fonts/tamil.css');
  return Promise.resolve();
}
