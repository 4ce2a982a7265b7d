import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackgroundWork } from '../http/background';

/** Notes that a request wrote this row of this changelog entity type. */
export type NoteWritten = (entityType: string, id: number) => void;

type Follower = (ids: readonly number[]) => Promise<unknown>;

/**
 * Work that follows the writes of a kind of record (an app's ads.txt crawl after its URL changed).
 * A request notes the rows it wrote; once it has answered with a success, and so after its
 * transaction, each follower of their entity type gets their ids in the background. A request that
 * failed hands on nothing.
 */
export class WriteFollowers {
  private readonly followers = new Map<string, Follower[]>();
  private readonly written = new WeakMap<FastifyRequest, Map<string, Set<number>>>();

  constructor(private readonly background: BackgroundWork) {}

  follow(entityType: string, follower: Follower): void {
    this.followers.set(entityType, [...(this.followers.get(entityType) ?? []), follower]);
  }

  /** What the request's write context notes its rows with. */
  noterFor(request: FastifyRequest): NoteWritten {
    return (entityType, id) => {
      if (!this.followers.has(entityType)) return;
      const byType = this.written.get(request) ?? new Map<string, Set<number>>();
      this.written.set(request, byType);
      byType.set(entityType, (byType.get(entityType) ?? new Set<number>()).add(id));
    };
  }

  /** Hands each successful request's written rows to their followers once it has answered. */
  listen(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const written = this.written.get(request);
      if (!written) return;
      this.written.delete(request);
      if (reply.statusCode >= 300) return;
      for (const [entityType, ids] of written) {
        for (const follower of this.followers.get(entityType) ?? []) {
          this.background.run(() => follower([...ids]));
        }
      }
    });
  }
}
