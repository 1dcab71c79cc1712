import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
// The message may be Sinhala or Tamil on a page of any language: both webfonts, each used only for its script.
import '../../../i18n/fonts/sinhala.css';
import '../../../i18n/fonts/tamil.css';

/** The officers' mark on a request or report that came by SMS: a badge, and the text exactly as sent. */
export function SmsMarker({ viaSms, smsText }: { viaSms?: boolean | null; smsText?: string | null }) {
  const t = useT();
  if (!viaSms) return null;
  return (
    <span className="sms-marker">
      <Badge tone="orange">{t('sms.badge')}</Badge>
      {smsText && (
        <q className="sms-text" dir="auto" title={t('sms.originalText')}>
          {smsText}
        </q>
      )}
    </span>
  );
}
