import { SPINNER_DIAMETER } from '@adcast/domain/paging';
import './route-pending.css';

/** Shown while a route's code or data is still on its way; plain elements, so the sign-in page loads no MUI for it. */
export function RoutePending() {
  return (
    <div className="route-pending">
      <span
        role="progressbar"
        aria-label="Loading"
        className="route-pending-spinner"
        style={{ width: SPINNER_DIAMETER, height: SPINNER_DIAMETER }}
      />
    </div>
  );
}
