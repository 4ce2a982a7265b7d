import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useLoaderVisible } from './loader-store';

/** Part 1 §9: spinners have a diameter of 30. */
export const SPINNER_SIZE = 30;

/** The overlay shown while the reference-counted global loader is held. */
export function PageLoader() {
  const visible = useLoaderVisible();
  return (
    <Backdrop open={visible} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" size={SPINNER_SIZE} aria-label="Loading" />
    </Backdrop>
  );
}
