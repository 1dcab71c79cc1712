import type { TypedDocumentNode } from '@apollo/client';
import { Kind, print } from 'graphql';
import type { QueuedSubmission } from './queue-store';

/** A form's mutation as the queue keeps it: the document's text, its name and the variables. */
export function submissionOf<TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<unknown, TVariables>,
  variables: NoInfer<TVariables>,
  key: string,
): QueuedSubmission {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation?.name) throw new Error('A queued submission needs a named operation.');
  return {
    key,
    operationName: operation.name.value,
    query: print(document),
    variables,
    queuedAt: Date.now(),
    state: 'waiting',
  };
}
