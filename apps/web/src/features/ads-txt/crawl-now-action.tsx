import type { AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import Button from '@mui/material/Button';
import { useCan } from '../../session/can';
import type { RowSelection } from '../../ui/data-table/row-selection';
import { ADS_TXT_PAGE_MESSAGES as M, useCrawlNow } from './ads-txt-api';

/** Who may ask for a crawl of each kind (part 1 §6: not sales representatives). */
export const CRAWL_PERMISSION = { APP: 'APPS_ADS_TXT_CRAWL', DOMAIN: 'PUBLISHERS_ADS_TXT_CRAWL' } as const;

/** The selection bar's Crawl now: queues the chosen rows' crawls, then clears the choice. */
export function CrawlNowButton({
  kind,
  selection,
}: {
  kind: AdsTxtSubjectKind;
  selection: RowSelection<number>;
}) {
  const crawlNow = useCrawlNow();
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => crawlNow(kind, [...selection.selected], selection.clear)}
    >
      {M.crawlNow}
    </Button>
  );
}

/** The apps' or domains' list selection action, for users who may crawl that kind (else none). */
export function useCrawlNowAction(kind: AdsTxtSubjectKind) {
  const can = useCan();
  return can(CRAWL_PERMISSION[kind])
    ? (selection: RowSelection<number>) => <CrawlNowButton kind={kind} selection={selection} />
    : undefined;
}
