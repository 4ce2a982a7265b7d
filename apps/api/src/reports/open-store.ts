import type { Config } from '../config';
import { ClickHouseFactStore } from './clickhouse-store';
import { DuckDbFactStore } from './duckdb-store';
import type { FactStore } from './fact-store';

/** ClickHouse when CLICKHOUSE_URL is set, else DuckDB embedded in the data folder. */
export const openFactStore = (
  config: Pick<Config, 'clickhouseUrl' | 'factsPath' | 'facts'>,
): Promise<FactStore> =>
  config.clickhouseUrl
    ? ClickHouseFactStore.open(config.clickhouseUrl)
    : DuckDbFactStore.open(config.factsPath, config.facts);
