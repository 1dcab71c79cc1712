import { useT } from '../i18n/I18nProvider';

/** Page-number buttons. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('home.aid.pages')}>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button key={n} type="button" className={n === page ? 'page-button current' : 'page-button'} aria-current={n === page ? 'page' : undefined} aria-label={t('home.aid.page', { page: n })} onClick={() => onPage(n)}>
          {n}
        </button>
      ))}
    </nav>
  );
}
