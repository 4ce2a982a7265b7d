import { SPINNER_DIAMETER } from '@adcast/domain/paging';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useLoaderVisible } from '../api/loader-store';

/** The overlay shown while the reference-counted global loader is held. */
export function PageLoader() {
  const visible = useLoaderVisible();
  return (
    <Backdrop open={visible} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" size={SPINNER_DIAMETER} aria-label="Loading" />
    </Backdrop>
  );
}
