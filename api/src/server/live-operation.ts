import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type SelectionSetNode,
} from 'graphql';
import { liveFeeds, type LiveFeed } from '../core/events/live-feed.js';

/** What the fan-out needs to know of one subscription: its root field's argument values and its feed. */
export interface LiveOperation {
  fieldName: string;
  args: Record<string, unknown>;
  feed: LiveFeed;
}

function rootField(selectionSet: SelectionSetNode, document: DocumentNode): FieldNode | null {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) return selection;
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection
        : document.definitions.find(
            (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
          );
    const found = fragment && 'selectionSet' in fragment ? rootField(fragment.selectionSet, document) : null;
    if (found) return found;
  }
  return null;
}

/**
 * The validated subscription's one root field (the spec allows exactly one) with its coerced arguments, or null
 * when the field has no registered feed (then it is not served by the fan-out).
 */
export function liveOperation(execArgs: ExecutionArgs): LiveOperation | null {
  const operation = getOperationAST(execArgs.document, execArgs.operationName);
  const subscriptionType = execArgs.schema.getSubscriptionType();
  if (!operation || operation.operation !== 'subscription' || !subscriptionType) return null;
  const field = rootField(operation.selectionSet, execArgs.document);
  const fieldDef = field && subscriptionType.getFields()[field.name.value];
  const feed = field && liveFeeds.get(field.name.value);
  if (!field || !fieldDef || !feed) return null;
  const variables = getVariableValues(
    execArgs.schema,
    operation.variableDefinitions ?? [],
    execArgs.variableValues ?? {},
  );
  if (variables.errors) return null;
  return { fieldName: field.name.value, args: getArgumentValues(fieldDef, field, variables.coerced), feed };
}
