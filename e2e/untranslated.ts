import type { Page } from 'playwright-core';
import { en } from '../web/src/i18n/en.js';
import { enSignedIn } from '../web/src/i18n/en-signed-in.js';
import { si } from '../web/src/i18n/si.js';
import { siSignedIn } from '../web/src/i18n/si-signed-in.js';
import { ta } from '../web/src/i18n/ta.js';
import { taSignedIn } from '../web/src/i18n/ta-signed-in.js';

export type OtherLocale = 'si' | 'ta';

const CATALOGUES: Record<OtherLocale, Record<string, string>> = {
  si: { ...si, ...siSignedIn },
  ta: { ...ta, ...taSignedIn },
};

/** Punctuation that ends a label or sentence, left out when texts are compared. */
const TRAILING_PUNCTUATION = /[\s:.,;!?*()-]+$/u;

/** An ICU argument, with one level of nested choices (`{count, plural, one {# request} other {# requests}}`). */
const ICU_ARGUMENT = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g;

/** The literal English of a catalogue text, cut at its placeholders; only pieces with a real word are kept. */
export function literalPieces(text: string): string[] {
  return text
    .split(ICU_ARGUMENT)
    .map((piece) => piece.replace(/\s+/g, ' ').trim().replace(TRAILING_PUNCTUATION, ''))
    .filter((piece) => /[A-Za-z]{3}/.test(piece) && piece.replace(/[^A-Za-z]/g, '').length >= 4);
}

/**
 * The English pieces that must not show on a page in this language. A piece the language's own catalogue also holds
 * was kept on purpose by the translator (an abbreviation such as NIC, the brand, the word "English" in the chooser).
 */
export function englishPieces(locale: OtherLocale): string[] {
  const own = Object.values(CATALOGUES[locale]).join('\n');
  const pieces = new Set(Object.values({ ...en, ...enSignedIn }).flatMap((text) => literalPieces(text)));
  return [...pieces].filter((piece) => !own.includes(piece));
}

/**
 * The English UI texts on a page: a visible text, label, placeholder or title that is a piece of the English
 * catalogue (or holds a long one). Fragments marked with another `lang` than the page's are left out: they are
 * meant to be in that language.
 */
export async function englishOnPage(page: Page, pieces: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const inPageLanguage = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? pageLang) === pageLang;
    const shown = (el: Element) =>
      el.closest('option, select') !== null || el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && !el.closest('script, style') && shown(el) && inPageLanguage(el)) out.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      if (!shown(el) || !inPageLanguage(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) out.push(el.getAttribute(name) ?? '');
    }
    return out.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
  const found = texts.filter((text) =>
    pieces.some(
      (piece) =>
        text === piece ||
        text.replace(TRAILING_PUNCTUATION, '') === piece ||
        (piece.length >= 12 && text.includes(piece)),
    ),
  );
  return [...new Set(found)];
}
