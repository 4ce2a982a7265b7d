import { ADS_TXT_STATUS_LABELS, type AdsTxtCrawlStatus } from '@adcast/domain/ads-txt/ads-txt-status';
import Chip from '@mui/material/Chip';

const COLORS: Record<AdsTxtCrawlStatus, 'success' | 'warning' | 'error' | 'default'> = {
  COMPLETE_LIST: 'success',
  INCOMPLETE_LIST: 'warning',
  ZERO_RECORDS_FOUND: 'error',
  MISSING_CRAWL: 'default',
};

/** A crawl's list completeness as a coloured chip. */
export const AdsTxtStatusChip = ({ status }: { status: AdsTxtCrawlStatus }) => (
  <Chip size="small" variant="outlined" color={COLORS[status]} label={ADS_TXT_STATUS_LABELS[status]} />
);
