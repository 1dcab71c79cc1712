import { useId, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';

/** Camera-preferred photo input with preview and Remove. The file is sent as taken (D12): no re-encoding. */
export function PhotoInput({ value, onChange }: { value: string | null; onChange(dataUrl: string | null): void }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file || !file.type.startsWith('image/')) {
      onChange(null);
      if (input.current) input.current.value = '';
      return;
    }
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('report.image')}</label>
      <div className="photo-input">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <button type="button" className="button secondary" onClick={() => input.current?.click()}>
          {t('report.takePhoto')}
        </button>
      </div>
      {value && (
        <div className="photo-preview">
          <img src={value} alt={t('report.imagePreview')} />
          <button
            type="button"
            className="button secondary small"
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('report.removeImage')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The photo field of the page as drawn on the server, for a browser without scripts: a plain file field posted with
 * the form (multipart/form-data), checked by the server with the same rules.
 */
export function PlainPhotoInput({ name }: { name: string }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('report.image')}</label>
      <input id={id} type="file" name={name} accept="image/*" capture="environment" />
    </div>
  );
}
