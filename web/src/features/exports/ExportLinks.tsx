import { useT } from '../../i18n/I18nProvider';

const FORMATS = [
  ['csv', 'export.csv'],
  ['hxl.csv', 'export.hxl'],
  ['geojson', 'export.geojson'],
] as const;

/**
 * Downloads of the officer's own area. Plain links: the server streams the file, so the browser's own
 * download shows its progress and can be resumed by asking again; the session cookie goes with them.
 */
export function ExportLinks({ dataset }: { dataset: 'aid-requests' | 'alerts' | 'reports' | 'contributions' }) {
  const t = useT();
  return (
    <p className="export-links">
      <span>{t('export.download')}</span>
      {FORMATS.map(([format, label]) => (
        <a key={format} href={`/exports/${dataset}.${format}`} download>
          {t(label)}
        </a>
      ))}
    </p>
  );
}
