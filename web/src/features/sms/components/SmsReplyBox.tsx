import { useMutation } from '@apollo/client/react';
import { smsSize } from '@shared/sms-parts';
import { useId, useRef, useState } from 'react';
import { ReplyToSmsDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { newIdempotencyKey, useServerErrors } from '../../../ui/errors';

/** Mirrors the server's cap on an officer's reply (sms-triage.service.ts). */
const MAX_PARTS = 2;

/** An officer's reply to a text message: its size shown as it is typed; one key per reply, so a double click sends once. */
export function SmsReplyBox({ id }: { id: string }) {
  const t = useT();
  const errors = useServerErrors();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  const key = useRef(newIdempotencyKey());
  const [reply, { loading }] = useMutation(ReplyToSmsDocument);
  const size = smsSize(text);
  const tooLong = size.parts > MAX_PARTS;
  const send = async () => {
    try {
      await reply({ variables: { id, text, idempotencyKey: key.current } });
      key.current = newIdempotencyKey();
      setText('');
      setNote({ text: t('sms.replySent'), ok: true });
    } catch (error) {
      setNote({ text: errors.message(error), ok: false });
    }
  };
  return (
    <div className="sms-reply">
      <label htmlFor={fieldId}>{t('sms.reply')}</label>
      <textarea
        id={fieldId}
        rows={3}
        dir="auto"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setNote(null);
        }}
        aria-describedby={`${fieldId}-size`}
      />
      <p id={`${fieldId}-size`} className={tooLong ? 'field-error' : 'muted'} aria-live="polite">
        {tooLong ? t('sms.replyTooLong') : t('sms.replySize', { characters: size.units, parts: size.parts })}
      </p>
      <button
        type="button"
        className="button secondary"
        disabled={loading || !text.trim() || tooLong}
        onClick={() => void send()}
      >
        {t('sms.replySend')}
      </button>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'muted' : 'field-error'}>
          {note.text}
        </p>
      )}
    </div>
  );
}
