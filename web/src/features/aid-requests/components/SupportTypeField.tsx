import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { OtherChoiceField, type OtherChoiceProps } from '../../../ui/form/OtherChoiceField';

type Props = Omit<OtherChoiceProps, 'label' | 'otherLabel' | 'placeholder' | 'optionLabel' | 'names'> & {
  /** The fields' names, for a form that reads what was typed before its scripts ran. */
  names?: { type: string; other: string };
};

/** Type of Support, with the specifying text when Other is chosen (it replaces the type on the server). */
export function SupportTypeField({ names, ...choice }: Props) {
  const t = useT();
  return (
    <OtherChoiceField
      label={t('field.typeOfSupport')}
      otherLabel={t('field.specifySupport')}
      placeholder={t('field.selectSupport')}
      optionLabel={(option) => t(`support.${option}` as MessageId)}
      names={names && { choice: names.type, other: names.other }}
      {...choice}
    />
  );
}
