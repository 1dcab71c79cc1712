import { useQuery } from '@apollo/client/react';
import {
  AlertSmsPreviewDocument,
  type AlertTextsInput,
  type AlertType,
  type Severity,
} from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { otherTextCheck } from '../../../ui/form/form-rules';
import { SmsReach } from './SmsReach';
// The officer reads all three texts whatever the page's language: both webfonts, each used only for its script.
import '../../../i18n/fonts/sinhala.css';
import '../../../i18n/fonts/tamil.css';

/** The SMS texts the alert will carry (in its CAP message), shown to the officer before publishing. */
export function SmsPreview({
  dsCode,
  alsoDsCodes = [],
  type,
  customType,
  severity,
  texts = null,
}: {
  dsCode: string;
  alsoDsCodes?: string[];
  type: AlertType | '';
  customType: string;
  severity: Severity;
  texts?: AlertTextsInput | null;
}) {
  const t = useT();
  const ready = Boolean(dsCode && type && !otherTextCheck(type === 'OTHER', customType));
  const input = {
    dsDivision: dsCode,
    alsoDsDivisions: alsoDsCodes,
    type: type || 'OTHER',
    customType: type === 'OTHER' ? customType.trim() : null,
    severity,
    texts,
  };
  const { data } = useQuery(AlertSmsPreviewDocument, { skip: !ready, variables: { input } });
  if (!ready || !data) return null;
  return (
    <section className="sms-preview" aria-label={t('alerts.sms.title')}>
      <h3>{t('alerts.sms.title')}</h3>
      <ul>
        {data.alertSmsPreview.map((sms) => (
          <li key={sms.language}>
            <span lang={sms.language}>{sms.text}</span>{' '}
            <small className="muted">{t('alerts.sms.count', { length: sms.length, parts: sms.parts })}</small>
          </li>
        ))}
      </ul>
      <SmsReach input={input} />
    </section>
  );
}
