import type { ApolloCache, ApolloClient, DocumentNode, Reference, StoreObject } from '@apollo/client';
import type { OperationDefinitionNode } from 'graphql';
import type { ModifierDetails } from '@apollo/client/cache';
import { GROUPS, LIST_RULES, type ListRule, type Row, type Viewer } from './live-lists';
import { LIVE_QUERIES } from './live-queries';
import { placedInMap, type StoredMap } from './live-map';

type Page = { totalCount?: number; items: readonly Reference[] };
type Read = ModifierDetails['readField'];

/** The arguments a list field was stored under (Apollo keys a field by its name and its JSON arguments). */
export function argsOf(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.indexOf('(');
  return open < 0 ? {} : (JSON.parse(storeFieldName.slice(open + 1, -1)) as Record<string, unknown>);
}

/** The cached fields of an object before a push overwrites them, or null if it was not cached. */
function cachedState(cache: ApolloCache, id: string): Row | null {
  const before: Row = {};
  cache.modify({
    id,
    fields: (value: unknown, { fieldName }) => {
      before[fieldName] = value;
      return value;
    },
  });
  return Object.keys(before).length ? before : null;
}

function viewerOf(readField: Read): Viewer {
  const me = readField<Reference>('me');
  const place = (field: string) => (me ? readField<{ code: string } | null>(field, me)?.code : undefined);
  return { district: place('district'), dsDivision: place('dsDivision') };
}

/** Where `ref` goes in a list kept in the rule's order (ties on id, same direction). */
function positionOf(items: readonly Reference[], row: Row, rule: ListRule, readField: Read): number {
  const [field, descending] = rule.order;
  const key = (read: (f: string) => unknown) => [read(field) as string, Number(read('id'))] as const;
  const mine = key((f) => row[f]);
  const before = (other: Reference) => {
    const theirs = key((f) => readField(f, other));
    const cmp = mine[0] === theirs[0] ? mine[1] - theirs[1] : mine[0] < theirs[0] ? -1 : 1;
    return descending ? cmp > 0 : cmp < 0;
  };
  const at = items.findIndex(before);
  return at < 0 ? items.length : at;
}

/** The list with `ref` in (if it belongs) or out (if not); the same array when nothing changes. */
function placed(
  items: readonly Reference[],
  ref: Reference,
  row: Row,
  belongs: boolean,
  rule: ListRule,
  readField: Read,
): readonly Reference[] {
  const present = items.some((r) => r.__ref === ref.__ref);
  if (present === belongs) return items;
  if (!belongs) return items.filter((r) => r.__ref !== ref.__ref);
  const at = positionOf(items, row, rule, readField);
  return [...items.slice(0, at), ref, ...items.slice(at)];
}

/**
 * A page `{ items, totalCount? }` (every list field is one): the count moves when the object enters or leaves the
 * whole set (known from its cached state before the push); an object entering is shown only where it sorts within
 * the page (a later page keeps its rows, the count tells the pager); the page never grows past its `first`.
 */
function placedInPage(
  page: Page,
  ref: Reference,
  row: Row,
  was: boolean | undefined,
  belongs: boolean,
  args: Record<string, unknown>,
  rule: ListRule,
  readField: Read,
): Page {
  const shown = page.items.some((r) => r.__ref === ref.__ref);
  const offset = Number(args.offset ?? 0);
  const limit = Number(args.first ?? Infinity);
  let items = placed(page.items, ref, row, belongs, rule, readField);
  if (belongs && !shown && offset > 0 && items[0] === ref) items = page.items;
  if (items.length > limit) items = items.slice(0, limit);
  const wasIn = was ?? shown;
  const totalCount =
    page.totalCount === undefined ? undefined : page.totalCount + (belongs === wasIn ? 0 : belongs ? 1 : -1);
  return items === page.items && totalCount === page.totalCount ? page : { ...page, items, totalCount };
}

/**
 * Applies one pushed object to the normalised cache: its fields merge by id (every query showing it updates), and
 * each live list of the root query takes it in or lets it go by the server's own membership rules. No query runs.
 */
export function applyPush(cache: ApolloCache, document: DocumentNode, data: Record<string, unknown>): void {
  cache.batch({
    update: () => {
      for (const pushed of Object.values(data) as Row[]) {
        const id = pushed && cache.identify(pushed as StoreObject);
        if (!id) continue;
        const before = cachedState(cache, id);
        cache.write({ query: document, result: data, dataId: 'ROOT_SUBSCRIPTION' });
        const ref = { __ref: id };
        cache.modify({
          id: 'ROOT_QUERY',
          fields: (value: unknown, { fieldName, storeFieldName, readField }) => {
            if (fieldName === 'map') return value ? placedInMap(value as StoredMap, ref, pushed, before) : value;
            const rule = LIST_RULES[fieldName];
            if (!rule || rule.typename !== pushed.__typename || !value) return value;
            const args = argsOf(storeFieldName);
            const viewer = viewerOf(readField);
            const belongs = rule.belongs(pushed, args, viewer);
            if (belongs === undefined) return value;
            const was = before ? rule.belongs({ ...pushed, ...before }, args, viewer) : false;
            if (rule.groups) {
              const groups = value as Record<string, Page>;
              const next = { ...groups };
              for (const [key, type] of Object.entries(GROUPS))
                if (groups[key])
                  next[key] = placedInPage(
                    groups[key],
                    ref,
                    pushed,
                    was && before?.requestType === type,
                    belongs && pushed.requestType === type,
                    args,
                    rule,
                    readField,
                  );
              return Object.keys(GROUPS).some((k) => next[k] !== groups[k]) ? next : value;
            }
            return placedInPage(value as Page, ref, pushed, was, belongs, args, rule, readField);
          },
        });
      }
    },
  });
}

/** How long after a subscription ended (refused by the server, or its connection failed for good) it starts again. */
export const FOLLOW_AGAIN_MS = 3_000;
/** The longest wait when it keeps ending (a session that has expired, say): the wait doubles up to this. */
const FOLLOW_AGAIN_MAX_MS = 60_000;

type Ended = () => void;
type Alive = () => void;

/**
 * Keeps one subscription going: each time it ends it is started again, after FOLLOW_AGAIN_MS doubled for each end in
 * a row with no push between them, and `onAgain` runs first (what was missed meanwhile). Returns the stop.
 */
function keepSubscribed(
  subscribe: (ended: Ended, alive: Alive) => { unsubscribe(): void },
  onAgain: () => void,
): () => void {
  let ends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { unsubscribe(): void } | undefined;
  const start = () => {
    current = subscribe(
      () => {
        const wait = Math.min(FOLLOW_AGAIN_MS * 2 ** ends++, FOLLOW_AGAIN_MAX_MS);
        timer = setTimeout(() => {
          onAgain();
          start();
        }, wait);
      },
      () => (ends = 0),
    );
  };
  start();
  return () => {
    clearTimeout(timer);
    current?.unsubscribe();
  };
}

/**
 * Follows the subscriptions that keep one query live (live-queries.ts): each pushed object goes into the cache; the
 * query reloads only after a reconnection the server could not replay (`extensions.resumeGap`), or on every push
 * for what a push cannot carry. A subscription that ends while followed (an error ends it) starts again a little
 * later, and the query reloads for what was missed meanwhile. Returns the stop.
 */
export function follow(client: ApolloClient, query: DocumentNode, refetch: () => void): () => void {
  // Nothing imported from the startup libraries here: the hook's chunk then needs no preload list (home page budget).
  const name =
    query.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === ('OperationDefinition' as OperationDefinitionNode['kind']),
    )?.name?.value ?? '';
  const live = LIVE_QUERIES[name];
  if (!live) throw new Error(`No subscription keeps ${name} live (live-queries.ts)`);
  const stops = live.pushes.map((push) =>
    keepSubscribed(
      (ended, alive) =>
        client.subscribe({ query: push, fetchPolicy: 'no-cache' }).subscribe({
          next: ({ data, extensions }) => {
            // Missed events the server could not replay: a message with an error instead of data (LIVE_UPDATES_MISSED).
            if (extensions?.resumeGap) return refetch();
            if (!data) return;
            alive();
            if (live.refetch) refetch();
            else applyPush(client.cache, push, data as Record<string, unknown>);
          },
          complete: ended,
        }),
      refetch,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
