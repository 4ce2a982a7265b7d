import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { FEED_IMPORT_SCREEN as SCREEN } from '@adcast/domain/media/feeds';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import { useCan } from '../../../session/can';
import { DialogButton, WorkListDialog } from '../../../ui/work-list-dialog';
import { useFeedImports } from './feed-import-api';
import { FeedImportProgress } from './feed-import-progress';

/** The latest feed imports the user may follow, newest first, each with its progress. */
export function FeedImportsDialog({ onClose }: { onClose: () => void }) {
  return (
    <WorkListDialog
      title={SCREEN.title}
      width={DIALOG_WIDTHS.video}
      query={useFeedImports()}
      keyOf={(row) => row.id}
      renderRow={(row) => <FeedImportProgress row={row} />}
      loadingLabel={SCREEN.progress}
      empty={SCREEN.none}
      closeLabel={SCREEN.close}
      onClose={onClose}
    />
  );
}

/** Opens the feed imports for users who may parse feeds. */
export function FeedImportsButton() {
  const can = useCan();
  return (
    <DialogButton
      label={SCREEN.title}
      allowed={can(CATALOGUE_PERMISSIONS.changeVideos)}
      dialog={(onClose) => <FeedImportsDialog onClose={onClose} />}
    />
  );
}
