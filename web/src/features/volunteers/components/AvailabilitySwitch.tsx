import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SetAvailabilityDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useSession } from '../../accounts/session';

/** ON/OFF; flips only after the server confirms (seed). */
export function AvailabilitySwitch() {
  const t = useT();
  const { user, refresh } = useSession();
  const [failed, setFailed] = useState(false);
  const [setAvailability, { loading }] = useMutation(SetAvailabilityDocument);
  if (!user) return null;
  const toggle = async () => {
    setFailed(false);
    try {
      await setAvailability({ variables: { available: !user.available } });
      await refresh();
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="availability">
      <span id="availability-label">{t('vol.availability')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={user.available}
        aria-labelledby="availability-label"
        className={user.available ? 'switch on' : 'switch'}
        disabled={loading}
        onClick={() => void toggle()}
      >
        {user.available ? t('vol.on') : t('vol.off')}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {t('vol.availabilityFailed')}
        </p>
      )}
    </div>
  );
}
