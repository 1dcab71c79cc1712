import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { forgetSubmission, keepSubmission } from './queue-store';
import { askForBackgroundSync } from './background-sync';
import { settle } from './drain-queue';
import { announceQueueChange } from './queue-events';
import { sendSubmission } from './send-submission';
import { submissionOf } from './submission-of';

/** Sent: the server has it and answered `data` (its number); queued: kept on the phone, sent when the network returns. */
export type SubmitResult<TData> = { queued: false; data: TData } | { queued: true };

async function keep(submission: ReturnType<typeof submissionOf>): Promise<boolean> {
  try {
    await keepSubmission(submission);
    return true;
  } catch {
    // No IndexedDB (some private windows) or a full queue: the submission is sent as it would be without a queue.
    return false;
  }
}

/**
 * Sends a form's mutation through the offline queue: it is stored (with its idempotency key) before the first try,
 * so a network that fails, or an answer that never arrives, loses nothing; the queue sends it again later and the
 * key makes it once. A refusal the person must act on is thrown as the page's other server errors are.
 */
export function useQueuedSubmit() {
  return useCallback(
    async <TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: NoInfer<TVariables>,
      key: string,
    ): Promise<SubmitResult<TData>> => {
      const submission = submissionOf(document, variables, key);
      const kept = await keep(submission);
      const outcome = await sendSubmission(submission);
      if (outcome.kind === 'kept' && kept) {
        await settle(submission, outcome);
        announceQueueChange();
        await askForBackgroundSync();
        return { queued: true };
      }
      if (kept && outcome.kind === 'sent') await settle(submission, outcome);
      else if (kept) await forgetSubmission(submission.key);
      if (outcome.kind === 'refused') throw new CombinedGraphQLErrors({ errors: outcome.errors });
      if (outcome.kind === 'kept') throw new Error('The network failed and this browser cannot keep the submission.');
      return { queued: false, data: outcome.data as TData };
    },
    [],
  );
}
