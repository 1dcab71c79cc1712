import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  AssignSmsPlaceDocument,
  TurnSmsIntoAidRequestDocument,
  TurnSmsIntoReportDocument,
  type SmsTriageFieldsFragment,
} from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
import { useServerErrors } from '../../../ui/errors';
import { useFormatters } from '../../../ui/format';
import { Sep } from '../../../ui/Pending';
import { usePlaceName, type DsOption } from '../../geography/hooks/useGeography';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import { SmsReplyBox } from './SmsReplyBox';
// The message may be Sinhala or Tamil on a page of any language: both webfonts, each used only for its script.
import '../../../i18n/fonts/sinhala.css';
import '../../../i18n/fonts/tamil.css';

/** One text message in the triage queue: when, where (if known), the text exactly as sent, the number, the actions. */
export function SmsTriageCard({ item, divisions }: { item: SmsTriageFieldsFragment; divisions: DsOption[] }) {
  const t = useT();
  const format = useFormatters();
  const placeByCode = usePlaceNameByCode();
  const placeName = usePlaceName();
  const errors = useServerErrors();
  const selectId = useId();
  const [chosen, setChosen] = useState(item.dsDivision?.code ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [assign, assigning] = useMutation(AssignSmsPlaceDocument);
  const [toRequest, requesting] = useMutation(TurnSmsIntoAidRequestDocument);
  const [toReport, reporting] = useMutation(TurnSmsIntoReportDocument);
  const busy = assigning.loading || requesting.loading || reporting.loading;
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errors.message(error));
    }
  };
  const placed = !!item.dsDivision;
  const where = item.dsDivision
    ? placeByCode(item.dsDivision)
    : item.district
      ? placeByCode(item.district)
      : t('sms.national');
  return (
    <li className="item-card sms-card" data-sms-id={item.id}>
      <div className="sms-card-body">
        <dl className="details">
          <dt>{t('sms.received')}</dt>
          <dd>{format.dateTime(item.receivedAt)}</dd>
          <dt>{t('sms.place')}</dt>
          <dd>{where}</dd>
          <dt>{t('sms.from')}</dt>
          <dd>
            <a href={`tel:${item.sender}`}>{item.sender}</a>
          </dd>
        </dl>
        <blockquote className="sms-text" dir="auto" aria-label={t('sms.originalText')}>
          {item.text}
        </blockquote>
        {item.replies.length > 0 && (
          <details>
            <summary>
              {t('sms.replies')} <Badge tone="grey">{item.replies.length}</Badge>
            </summary>
            <ul className="sms-replies">
              {item.replies.map((reply) => (
                <li key={reply.createdAt + reply.text}>
                  <span className="muted">
                    {t(reply.byOfficer ? 'sms.replyBy.officer' : 'sms.replyBy.auto')}
                    <Sep />
                    {t(`sms.replyState.${reply.state as 'PENDING' | 'SENT' | 'DELIVERED' | 'FAILED'}`)}
                    <Sep />
                  </span>
                  <span dir="auto">{reply.text}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <div className="sms-card-actions">
        <div className="field">
          <label htmlFor={selectId}>{t('sms.assign')}</label>
          <select id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('sms.assignChoose')}</option>
            {divisions.map((ds) => (
              <option key={ds.code} value={ds.code}>
                {placeName(ds)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button secondary small"
            disabled={busy || !chosen || chosen === item.dsDivision?.code}
            onClick={() => void run(() => assign({ variables: { id: item.id, dsDivision: chosen } }))}
          >
            {t('sms.assignSave')}
          </button>
        </div>
        <div className="item-actions">
          <button
            type="button"
            className="button primary"
            disabled={busy || !placed}
            onClick={() => void run(() => toRequest({ variables: { id: item.id } }))}
          >
            {t('sms.toRequest')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={busy || !placed}
            onClick={() => void run(() => toReport({ variables: { id: item.id } }))}
          >
            {t('sms.toReport')}
          </button>
        </div>
        {!placed && <p className="muted">{t('sms.needPlace')}</p>}
        <SmsReplyBox id={item.id} />
        {failure && (
          <p role="alert" className="field-error">
            {failure}
          </p>
        )}
      </div>
    </li>
  );
}
