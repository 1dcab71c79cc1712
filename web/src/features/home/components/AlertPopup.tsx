import { alertState } from '@shared/alert-expiry';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import type { MapAlert } from './map-clusters';

/**
 * An alert's popup on the public map, which shows ended alerts too: its state comes first, and one no longer in
 * force says so in a sentence, so that it never reads as a warning.
 */
export function AlertPopup({ alert, now = new Date() }: { alert: MapAlert; now?: Date }) {
  const t = useT();
  const format = useFormatters();
  const state = alertState(alert.status, new Date(alert.expiresAt), now);
  return (
    <div className={`alert-popup alert-${state.toLowerCase()}`}>
      {state !== 'LIVE' && <p className="popup-note">{t(`home.map.popup.note.${state}`)}</p>}
      <dl className="popup">
        <dt>{t('home.map.popup.state')}</dt>
        <dd>{t(`home.map.popup.state.${state}`)}</dd>
        <dt>{t('home.map.popup.type')}</dt>
        <dd>{alert.type === 'OTHER' ? alert.typeLabel : t(`alertType.${alert.type}`)}</dd>
        <dt>{t('home.map.popup.severity')}</dt>
        <dd>{t(`severity.${alert.severity}`)}</dd>
        <dt>{t('home.map.popup.date')}</dt>
        <dd>{format.date(alert.issuedAt)}</dd>
        <dt>{t('home.map.popup.time')}</dt>
        <dd>{format.time(alert.issuedAt)}</dd>
      </dl>
    </div>
  );
}
