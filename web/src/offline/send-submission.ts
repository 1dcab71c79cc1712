import { ERROR_STATUS, type ErrorCode } from '@shared/error-codes';
import type { QueuedSubmission } from './queue-store';

export interface SubmissionError {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * What became of one attempt: `sent` (the server made it, or had made it already: the key says so), `refused` (an
 * answer that sending again would not change, such as a field the server does not accept) or `kept` (no answer, or
 * one that says "later": the network, a dropped response, an overloaded server).
 */
export type SendOutcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'refused'; errors: SubmissionError[]; status: number }
  | { kind: 'kept'; retryAfterSeconds?: number };

/** Errors worth another try: too many requests, and the server's own failures. */
const isTransient = (status: number): boolean => status === 408 || status === 429 || status >= 500;

function transientCode(errors: SubmissionError[]): boolean {
  const code = errors[0]?.extensions?.code;
  return typeof code === 'string' && code in ERROR_STATUS && isTransient(ERROR_STATUS[code as ErrorCode]);
}

/** Kept, with the wait the server asked for (a rate limit's `extensions.retryAfter`, or a `Retry-After` header). */
function kept(seconds: unknown): SendOutcome {
  const wait = Number(seconds);
  return Number.isFinite(wait) && wait > 0 ? { kind: 'kept', retryAfterSeconds: wait } : { kind: 'kept' };
}

async function answerOf(response: Response): Promise<{ data?: unknown; errors?: SubmissionError[] } | null> {
  try {
    return (await response.json()) as { data?: unknown; errors?: SubmissionError[] };
  } catch {
    // A body cut off by the network is no answer.
    return null;
  }
}

/** Sends one kept submission to the GraphQL API (as the page's own client would, with the session cookie). */
export async function sendSubmission(submission: QueuedSubmission): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: submission.operationName,
        query: submission.query,
        variables: submission.variables,
      }),
    });
  } catch {
    return { kind: 'kept' };
  }
  if (isTransient(response.status)) return kept(response.headers.get('retry-after'));
  const answer = await answerOf(response);
  if (!answer) return { kind: 'kept' };
  const errors = answer.errors ?? [];
  if (errors.length > 0)
    return transientCode(errors)
      ? kept(errors[0]?.extensions?.retryAfter)
      : { kind: 'refused', errors, status: response.status };
  if (!response.ok) return { kind: 'refused', errors: [], status: response.status };
  return { kind: 'sent', data: answer.data };
}
