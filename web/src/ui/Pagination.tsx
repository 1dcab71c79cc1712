import { Fragment } from 'react';
import { useT } from '../i18n/I18nProvider';

/**
 * Page-number buttons: the first, the last and two either side of the current one, "…" between (a national
 * disaster's list has thousands of pages: a button each made the home page's HTML grow with the data).
 */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useT();
  if (pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label={t('home.aid.pages')}>
      {shown.map((n, i) => (
        <Fragment key={n}>
          {i > 0 && n - shown[i - 1]! > 1 && <span className="page-gap" aria-hidden="true" />}
          <button
            type="button"
            className={n === page ? 'page-button current' : 'page-button'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('home.aid.page', { page: n })}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        </Fragment>
      ))}
    </nav>
  );
}
