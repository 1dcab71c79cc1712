import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { PubSub } from 'type-graphql';
import type { WebSocket } from 'ws';
import type { RequestContext } from '../core/context/context.js';
import { changesData, Topics } from '../core/events/events.js';
import { audienceKey } from '../core/policy/policy.js';
import { frameOf, resumeGapFrame, sendFrame, type Frame, type LivePayload } from './live-frames.js';
import { liveOperation, type LiveOperation } from './live-operation.js';
import type { ResumeReader } from './live-resume.js';

type EventPayload = Record<string, unknown>;

interface Member {
  socket: WebSocket;
  idJson: string;
  context: RequestContext;
  /** The highest sequence sent: replay and live never send one twice. */
  lastSequence: number;
  /** Live frames held back while the missed events are replayed. */
  held: Frame[] | null;
}

interface Group {
  key: string;
  execArgs: ExecutionArgs;
  operation: LiveOperation;
  /** The audience's context: the actor decides presentation, the same for every member by the audience key. */
  context: RequestContext;
  public: boolean;
  members: Set<Member>;
  /** Recent frames by sequence, shared by members replaying the same events (null: the filter refused it). */
  frames: Map<number, Promise<Frame | null>>;
}

export interface LiveGroupsOptions {
  pubSub: PubSub;
  em: EntityManager;
  /** The one error mapper (the same as over HTTP). */
  format: (result: ExecutionResult) => LivePayload;
  sendBufferBytes: number;
  log: (message: string) => void;
  /** Replays what a reconnecting client missed (absent: no resume). */
  resume?: ResumeReader;
}

export interface JoinRequest {
  execArgs: ExecutionArgs;
  context: RequestContext;
  socket: WebSocket;
  id: string;
  /** connectionParams.resumeAfter: the highest sequence the client has. */
  resumeAfter: number | null;
}

const RECENT_FRAMES = 256;
const sequenceOf = (payload: EventPayload): number | null =>
  typeof payload.sequence === 'number' ? payload.sequence : null;

/**
 * The server side of live updates: subscribers are grouped by (document, variables, audience); each
 * event is executed once per group, serialised once, and the same bytes go to every member. Each member's own
 * filter (the @LiveSubscription's, with the member's own context) still decides whether it receives the event.
 */
export class LiveGroups {
  private readonly groups = new Map<string, Group>();
  private readonly feeds: AsyncIterator<unknown>[] = [];
  private queue: Promise<void> = Promise.resolve();

  /** The same message for every subscription that cannot be resumed: built once. */
  private readonly resumeGap: Frame;

  constructor(private readonly options: LiveGroupsOptions) {
    this.resumeGap = resumeGapFrame(options.format);
  }

  start(): void {
    for (const topic of Object.values(Topics).filter(changesData)) {
      const feed = this.options.pubSub.subscribe(topic)[Symbol.asyncIterator]();
      this.feeds.push(feed);
      void this.listen(topic, feed);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.feeds.map((feed) => feed.return?.() ?? Promise.resolve()));
    this.feeds.length = 0;
  }

  /** Subscribers and groups now served (metrics, tests). */
  get size(): { groups: number; members: number } {
    let members = 0;
    for (const group of this.groups.values()) members += group.members.size;
    return { groups: this.groups.size, members };
  }

  /**
   * Adds a subscriber; the answer is the stream graphql-ws holds for it: it yields nothing (frames go straight to
   * the socket) and its return() (client `complete`, socket closed) removes the member. Null when the operation is
   * not a fan-out subscription.
   */
  join(request: JoinRequest): AsyncIterableIterator<never> | null {
    const operation = liveOperation(request.execArgs);
    if (!operation) return null;
    const group = this.groupFor(request, operation);
    let finish!: () => void;
    const ended = new Promise<IteratorResult<never>>(
      (resolve) => (finish = () => resolve({ done: true, value: undefined })),
    );
    const member: Member = {
      socket: request.socket,
      idJson: JSON.stringify(request.id),
      context: request.context,
      lastSequence: request.resumeAfter ?? 0,
      held: request.resumeAfter !== null && this.options.resume ? [] : null,
    };
    group.members.add(member);
    if (member.held) void this.replay(group, member, request.resumeAfter ?? 0);
    const leave = () => {
      group.members.delete(member);
      if (group.members.size === 0 && this.groups.get(group.key) === group) this.groups.delete(group.key);
      finish();
    };
    return {
      next: () => ended,
      return: async () => {
        leave();
        return { done: true, value: undefined };
      },
      throw: async (error?: unknown) => {
        leave();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private groupFor(request: JoinRequest, operation: LiveOperation): Group {
    const audience = audienceKey(request.context.actor);
    const { document, operationName, variableValues } = request.execArgs;
    const key = JSON.stringify([
      document.loc?.source.body ?? print(document),
      operationName ?? null,
      variableValues ?? {},
      audience,
    ]);
    let group = this.groups.get(key);
    if (!group) {
      const context: RequestContext = {
        em: this.options.em.fork(),
        actor: request.context.actor,
        clientKey: 'live',
        sessionToken: null,
        transport: null,
        limiter: null,
      };
      group = {
        key,
        execArgs: request.execArgs,
        operation,
        context,
        public: audience === 'public',
        members: new Set(),
        frames: new Map(),
      };
      this.groups.set(key, group);
    }
    return group;
  }

  private async listen(topic: string, feed: AsyncIterator<unknown>): Promise<void> {
    for (;;) {
      const next = await feed.next();
      if (next.done) return;
      const payload = next.value as EventPayload;
      const groups = [...this.groups.values()].filter((group) => group.operation.feed.topics.includes(topic as never));
      // One event at a time, every group at once: no socket gets event n+1 before all its subscriptions had event n,
      // so the highest sequence a client saw is a safe resumeAfter for all of them.
      this.queue = this.queue
        .then(() =>
          Promise.all(
            groups.map((group) =>
              this.deliver(group, payload).catch((error: unknown) =>
                this.options.log(`live update failed: ${String(error)}`),
              ),
            ),
          ),
        )
        .then(() => undefined);
    }
  }

  private passes(group: Group, member: Member, payload: EventPayload): boolean {
    const filter = group.operation.feed.filter;
    return !filter || filter({ payload: payload as never, args: group.operation.args, context: member.context });
  }

  private async deliver(group: Group, payload: EventPayload): Promise<void> {
    const frame = await this.frameFor(group, payload, [...group.members]);
    if (!frame) return;
    // Members that joined while it executed get it too: the filter is asked again for each at send time.
    for (const member of group.members)
      if (group.public || this.passes(group, member, payload)) this.send(member, frame);
  }

  /** Executes the event once for the group (null when no member may see it), shared by sequence with replays. */
  private frameFor(group: Group, payload: EventPayload, candidates: Member[]): Promise<Frame | null> {
    const sequence = sequenceOf(payload);
    const cached = sequence === null ? undefined : group.frames.get(sequence);
    if (cached) return cached;
    const anyone = group.public
      ? candidates.length > 0 && this.passes(group, candidates[0]!, payload)
      : candidates.some((m) => this.passes(group, m, payload));
    const frame = anyone ? this.execute(group, payload, sequence) : Promise.resolve(null);
    if (sequence !== null && group.public) {
      group.frames.set(sequence, frame);
      if (group.frames.size > RECENT_FRAMES) group.frames.delete(group.frames.keys().next().value!);
    }
    return frame;
  }

  private async execute(group: Group, payload: EventPayload, sequence: number | null): Promise<Frame> {
    const result = await execute({ ...group.execArgs, rootValue: payload, contextValue: group.context });
    return frameOf(this.options.format(result), sequence);
  }

  private send(member: Member, frame: Frame): void {
    if (member.held) {
      member.held.push(frame);
      return;
    }
    if (frame.sequence !== null) {
      if (frame.sequence <= member.lastSequence) return;
      member.lastSequence = frame.sequence;
    }
    sendFrame(member.socket, member.idJson, frame, this.options.sendBufferBytes);
  }

  /** The events this member missed that it may see, in order, then the live frames held meanwhile. */
  private async replay(group: Group, member: Member, after: number): Promise<void> {
    const held = member.held ?? [];
    try {
      const replay = await this.options.resume!.eventsAfter(after);
      if (replay.gap) {
        member.lastSequence = 0;
        this.sendNow(member, this.resumeGap, held);
      } else {
        for (const event of replay.events) {
          if (!group.members.has(member)) return;
          if (
            !group.operation.feed.topics.includes(event.topic as never) ||
            !this.passes(group, member, event.payload as EventPayload)
          )
            continue;
          const frame = await this.frameFor(group, { ...event.payload, sequence: event.sequence }, [member]);
          if (frame) this.sendNow(member, frame, held);
        }
      }
    } catch (error) {
      this.options.log(`live resume failed: ${String(error)}`);
      if (group.members.has(member)) this.sendNow(member, this.resumeGap, held);
    }
    member.held = null;
    for (const frame of held) this.send(member, frame);
  }

  private sendNow(member: Member, frame: Frame, held: Frame[]): void {
    member.held = null;
    this.send(member, frame);
    member.held = held;
  }
}
