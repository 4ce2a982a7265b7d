export { sql } from 'drizzle-orm';
