import { sql } from 'drizzle-orm';
import { connectionStatusCounts, demandPartners } from '../schema/demand';

/** A partner's connections, from the counts the triggers keep, so sorting partners by it reads no connection. */
export const partnerConnectionCount = sql<number>`(select coalesce(sum(${connectionStatusCounts.n}), 0)
  from ${connectionStatusCounts} where ${connectionStatusCounts.demandPartnerId} = ${demandPartners.id})`.mapWith(
  Number,
);
