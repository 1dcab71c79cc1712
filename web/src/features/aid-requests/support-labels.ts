import { AID_SUPPORT_TYPES, CONTRIBUTION_TYPES } from '@rules';
import type { MessageId } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';

const AID_TYPES: readonly string[] = AID_SUPPORT_TYPES;
const CONTRIBUTION_KINDS: readonly string[] = CONTRIBUTION_TYPES;

/**
 * Type-of-support values in the reader's language: a listed choice through the catalogue; what a person wrote for
 * "Other" is their own words and stays as written.
 */
export function useSupportLabels() {
  const t = useT();
  return {
    aid: (value: string) => (AID_TYPES.includes(value) ? t(`support.${value}` as MessageId) : value),
    contribution: (value: string) =>
      CONTRIBUTION_KINDS.includes(value) ? t(`contribType.${value}` as MessageId) : value,
  };
}
