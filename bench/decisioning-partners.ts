import pg from 'pg';
import { startUntil } from './support';

/** The partner stage of the decisioning bench: two local ORTB bidders answering in 20–80 ms. */
export const STAND_IN_PORTS = [8293, 8294] as const;
/** The tmax the bench's connections get (the default) and the margin a request may take beyond it. */
export const BENCH_TMAX_MS = 300;
export const TMAX_MARGIN_MS = 50;

export const startStandIns = () =>
  Promise.all(
    STAND_IN_PORTS.map((port, index) =>
      startUntil(
        process.execPath,
        ['--import', 'tsx', 'bench/ortb-stand-in.ts'],
        { PORT: String(port), NAME: `bidder-${index + 1}` },
        'stand-in ready',
      ),
    ),
  );

/** A partner and a connection per stand-in, in the network, holding every placement of it. */
export async function seedPartners(url: string, networkId: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [index, port] of STAND_IN_PORTS.entries()) {
      const {
        rows: [partner],
      } = await client.query(
        `insert into demand_partners (display_name, network_id, integration_type, endpoint_url)
         values ($1, $2, 'ORTB', $3) returning id, display_name`,
        [`Bench bidder ${index + 1}`, networkId, `http://127.0.0.1:${port}/ortb`],
      );
      const {
        rows: [connection],
      } = await client.query(
        `insert into connections (demand_partner_id, dp_display_name, network_id, name, schain_asi, integration_type)
         values ($1, $2, $3, $4, 'adcast.example', 'ORTB') returning id`,
        [partner.id, partner.display_name, networkId, `Bench connection ${index + 1}`],
      );
      await client.query(
        `insert into connection_placements (connection_id, placement_id)
         select $1, id from placements where network_id = $2`,
        [connection.id, networkId],
      );
    }
    await client.query("update publishers set seller_id = 'bench-seller' where network_id = $1", [networkId]);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
