import type { AlertState } from '../../../shared/alert-expiry.js';
import type { CapLanguage } from './cap-mapping.js';

/**
 * Answered with an alert's CAP message and page: `live`, `expired` (past its own `expires`, never resolved) or
 * `ended` (resolved: the message is its Cancel). The signed message itself stays as issued; its `<expires>` says
 * the rest to a reader of CAP, this header to a relay that reads no CAP (docs/decisions/expired-cap-messages.md).
 */
export const ALERT_STATE_HEADER = 'X-Alert-State';

export const alertStateHeader = (state: AlertState): string => state.toLowerCase();

/** The alert page's note on an alert past its own expiry, kept for the record: `time` in Sri Lanka time. */
export const EXPIRED_NOTE: Record<CapLanguage, (time: string) => string> = {
  en: (time) =>
    `This warning expired at ${time} (Sri Lanka time) and is no longer in force. It is kept here for the record.`,
  si: (time) =>
    `මෙම අනතුරු ඇඟවීම ${time} ට (ශ්‍රී ලංකා වේලාව) කල් ඉකුත් විය; එය තවදුරටත් බලපැවැත්වෙන්නේ නැත. වාර්තාව සඳහා මෙහි තබා ඇත.`,
  ta: (time) =>
    `இந்த எச்சரிக்கை ${time} மணிக்கு (இலங்கை நேரம்) காலாவதியானது; இனி நடைமுறையில் இல்லை. பதிவுக்காக இங்கே வைக்கப்பட்டுள்ளது.`,
};
