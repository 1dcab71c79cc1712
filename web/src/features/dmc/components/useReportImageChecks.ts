import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  VerifyReportImageDocument,
  type PendingReportsQuery,
  type VerificationFieldsFragment,
} from '../../../generated/signed-in/graphql';

export type PendingReport = PendingReportsQuery['pendingReports']['items'][number];
export type ImageCheck = VerificationFieldsFragment | 'verifying' | 'failed' | null;
/** The DMC reports screen checks photos with a 60 % confidence threshold (seed). */
const MIN_CONFIDENCE = 60;

/** Photo checks run from the reports screen, over the verdicts the reports arrived with. */
export function useReportImageChecks() {
  const [verify] = useMutation(VerifyReportImageDocument);
  const [checks, setChecks] = useState<Record<string, VerificationFieldsFragment | 'verifying' | 'failed'>>({});
  const checkOf = (r: PendingReport): ImageCheck => checks[r.id] ?? r.image?.verification ?? null;
  const runCheck = async (reportId: string) => {
    setChecks((c) => ({ ...c, [reportId]: 'verifying' }));
    try {
      const { data: result } = await verify({ variables: { reportId, minConfidence: MIN_CONFIDENCE } });
      setChecks((c) => ({ ...c, [reportId]: result?.verifyReportImage ?? 'failed' }));
    } catch {
      setChecks((c) => ({ ...c, [reportId]: 'failed' }));
    }
  };
  return { checkOf, runCheck };
}
