import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { scrollToId } from './Hero';

interface Tile {
  title: MessageId;
  body: MessageId;
  to?: string;
  scrollTo?: string;
  icon: string;
}

const TILES: Tile[] = [
  { title: 'home.tile.report.title', body: 'home.tile.report.body', to: '/submit-symptoms', icon: '⚠' },
  { title: 'home.tile.view.title', body: 'home.tile.view.body', to: '/alerts', icon: '◉' },
  { title: 'home.tile.support.title', body: 'home.tile.support.body', to: '/request-aid', icon: '✚' },
  { title: 'home.tile.donors.title', body: 'home.tile.donors.body', scrollTo: 'aid-requests', icon: '♥' },
  { title: 'home.tile.volunteers.title', body: 'home.tile.volunteers.body', to: '/signup', icon: '★' },
];

export function AboutTiles() {
  const t = useT();
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <h2 id="about-title">{t('home.about.title')}</h2>
      <p className="muted">{t('home.about.intro')}</p>
      <div className="tiles">
        {TILES.map((tile) => {
          const content = (
            <>
              <span className="tile-icon" aria-hidden="true">
                {tile.icon}
              </span>
              <span className="tile-title">{t(tile.title)}</span>
              <span className="tile-body">{t(tile.body)}</span>
            </>
          );
          return tile.to ? (
            <Link key={tile.title} to={tile.to} className="tile">
              {content}
            </Link>
          ) : (
            <button key={tile.title} type="button" className="tile" onClick={() => scrollToId(tile.scrollTo!)}>
              {content}
            </button>
          );
        })}
      </div>
    </section>
  );
}
