import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MarkNotDuplicateDocument, MergeAidRequestDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { useFormatters } from '../../../ui/format';
import { useSupportLabels } from '../support-labels';
import type { DuplicatePair } from './useDuplicateFlags';
import { closesOngoingIntoPending, mergeSurvivor } from '@shared/duplicate-rules';

type Side = DuplicatePair['request'];

function RequestColumn({ side, heading }: { side: Side; heading: string }) {
  const t = useT();
  const format = useFormatters();
  const support = useSupportLabels();
  return (
    <section className="duplicate-side">
      <h3>{heading}</h3>
      <dl className="details">
        <dt>{t('field.fullName')}</dt>
        <dd>{side.fullName ?? t('common.na')}</dd>
        <dt>{t('field.nic')}</dt>
        <dd>{side.nicNumber ?? t('common.na')}</dd>
        <dt>{t('field.contact')}</dt>
        <dd>{side.contactNo}</dd>
        <dt>{t('field.familySize')}</dt>
        <dd>{side.familySize}</dd>
        <dt>{t('field.typeOfSupport')}</dt>
        <dd>{support.aid(side.typeSupport)}</dd>
        <dt>{t('field.dateTime')}</dt>
        <dd>{format.dateTime(side.dateTime)}</dd>
        <dt>{t('field.description')}</dt>
        <dd>{side.description}</dd>
      </dl>
    </section>
  );
}

/**
 * The two requests side by side, with Merge and "Not a duplicate". Loaded when opened. Merge closes one into the
 * survivor of the kernel's rule: an ongoing request is kept over a pending one, else the earlier.
 */
export function DuplicateCompare({
  pair,
  onClose,
  onDecided,
}: {
  pair: DuplicatePair;
  onClose(): void;
  onDecided(message: MessageId): void;
}) {
  const t = useT();
  const [merge, merging] = useMutation(MergeAidRequestDocument);
  const [keep, keeping] = useMutation(MarkNotDuplicateDocument);
  const [failed, setFailed] = useState(false);
  const busy = merging.loading || keeping.loading;
  const survivor = mergeSurvivor(pair.request, pair.other);
  const closed = survivor === pair.request ? pair.other : pair.request;
  // Say why a later request is kept when its status decided it, not its age.
  const hint = closesOngoingIntoPending(survivor, closed) ? 'duplicates.mergeHintOngoing' : 'duplicates.mergeHint';
  const decide = async (run: () => Promise<unknown>, message: MessageId) => {
    setFailed(false);
    try {
      await run();
      onDecided(message);
    } catch {
      setFailed(true);
    }
  };
  const actions = (
    <>
      <button
        type="button"
        className="button primary"
        disabled={busy}
        onClick={() =>
          void decide(() => merge({ variables: { duplicateId: closed.id, intoId: survivor.id } }), 'duplicates.merged')
        }
      >
        {merging.loading ? t('duplicates.saving') : t('duplicates.merge')}
      </button>
      <button
        type="button"
        className="button secondary"
        disabled={busy}
        onClick={() => void decide(() => keep({ variables: { pairId: pair.id } }), 'duplicates.kept')}
      >
        {keeping.loading ? t('duplicates.saving') : t('duplicates.notDuplicate')}
      </button>
    </>
  );
  return (
    <Dialog title={t('duplicates.compareTitle')} closeLabel={t('ds.approve.close')} onClose={onClose} actions={actions}>
      <p className="muted">{pair.reasons.map((reason) => t(`duplicates.reason.${reason}`)).join(', ')}</p>
      <div className="duplicate-compare">
        <RequestColumn side={pair.request} heading={t('duplicates.later', { id: pair.request.id })} />
        <RequestColumn side={pair.other} heading={t('duplicates.earlier', { id: pair.other.id })} />
      </div>
      <p className="muted">{t(hint, { closed: closed.id, kept: survivor.id })}</p>
      {failed && (
        <p role="alert" className="field-error">
          {t('duplicates.failed')}
        </p>
      )}
    </Dialog>
  );
}
