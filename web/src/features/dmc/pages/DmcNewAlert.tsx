import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  VerifyImageDocument,
  type CreateAlertMutation,
  type VerificationFieldsFragment,
} from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { SelectField, TextField } from '../../../ui/fields';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { useGeography } from '../../geography/hooks/useGeography';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import { PhotoInput } from '../../reports/components/PhotoInput';
import { AlertForm } from '../components/AlertForm';
import { VerificationResults } from '../../verification/components/VerificationViews';

/** Manual alert creation (D20): any DS of the district, point prefilled from the DS centroid and editable, photos checked. */
export function DmcNewAlert() {
  const t = useT();
  usePageTitle('dmc.manual.title');
  const navigate = useNavigate();
  const { user } = useSession();
  const geography = useGeography();
  const place = usePlaceNameByCode();
  const divisions = user ? geography.dsDivisionsOf(user.district.code) : [];
  const [dsCode, setDsCode] = useState('');
  const ds = divisions.find((d) => d.code === dsCode);
  const [point, setPoint] = useState<{ latitude: string; longitude: string } | null>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [checks, setChecks] = useState<VerificationFieldsFragment[]>([]);
  const [message, setMessage] = useState<{ text: MessageId; ok: boolean } | null>(null);
  const [verify] = useMutation(VerifyImageDocument);
  if (!user) return null;
  const chooseDs = (code: string) => {
    setDsCode(code);
    const chosen = divisions.find((d) => d.code === code);
    setPoint(chosen ? { latitude: chosen.latitude.toFixed(5), longitude: chosen.longitude.toFixed(5) } : null);
  };
  const published = async (alert: CreateAlertMutation['createAlert']) => {
    const results: VerificationFieldsFragment[] = [];
    for (const image of alert.images) {
      const { data } = await verify({ variables: { imageId: image.id, minConfidence: 60 } }).catch(() => ({
        data: undefined,
      }));
      if (data) results.push(data.verifyImage);
    }
    setChecks(results);
    setMessage({ text: 'dmc.newAlert.published', ok: true });
  };
  return (
    <section className="dash-page narrow">
      <h1>{t('dmc.manual.title')}</h1>
      <div className="form-card">
        <AlertForm
          key={dsCode}
          defaults={{
            districtName: place(user.district),
            dsCode,
            dsName: ds ? place(ds) : '',
            latitude: Number(point?.latitude ?? 0),
            longitude: Number(point?.longitude ?? 0),
            reporterContact: user.contactNo,
          }}
          point={point ? { latitude: Number(point.latitude), longitude: Number(point.longitude) } : undefined}
          images={photos}
          editablePlace={
            <>
              <TextField label={t('field.district')} value={place(user.district)} readOnly />
              <SelectField label={t('field.ds')} required value={dsCode} onChange={(e) => chooseDs(e.target.value)}>
                <option value="">{t('field.selectDs')}</option>
                {divisions.map((d) => (
                  <option key={d.code} value={d.code}>
                    {place(d)}
                  </option>
                ))}
              </SelectField>
              <div className="two-col">
                <TextField
                  label={t('dmc.report.latitude')}
                  type="number"
                  step="0.00001"
                  value={point?.latitude ?? ''}
                  onChange={(e) => setPoint((p) => ({ latitude: e.target.value, longitude: p?.longitude ?? '' }))}
                />
                <TextField
                  label={t('dmc.report.longitude')}
                  type="number"
                  step="0.00001"
                  value={point?.longitude ?? ''}
                  onChange={(e) => setPoint((p) => ({ latitude: p?.latitude ?? '', longitude: e.target.value }))}
                />
              </div>
              <PhotoInput value={null} onChange={(p) => p && setPhotos((list) => [...list, p])} />
              {photos.length > 0 && (
                <ul className="thumbs">
                  {photos.map((p, i) => (
                    <li key={i}>
                      <img src={p} alt={t('dmc.newAlert.images')} width={96} height={96} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          }
          onPublished={(a) => void published(a)}
          onFailed={(text) => setMessage({ text, ok: false })}
          onCancel={() => void navigate('/dmc-dashboard/alerts')}
        />
      </div>
      {message && (
        <Dialog
          tone={message.ok ? 'success' : 'error'}
          title={t(message.text)}
          onClose={() => (message.ok ? void navigate('/dmc-dashboard/alerts') : setMessage(null))}
        >
          {checks.map((c) => (
            <VerificationResults key={c.id} check={c} />
          ))}
        </Dialog>
      )}
    </section>
  );
}
