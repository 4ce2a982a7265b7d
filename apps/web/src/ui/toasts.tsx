import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import { dismissToast, useToasts } from '../api/toast-store';

/**
 * The room (theme spacing) the page keeps below its end for a two-line toast and its 16 px margin,
 * so that the last buttons of a form scroll clear of the toasts.
 */
export const TOASTS_CLEARANCE = 12;

/**
 * A stack of toasts in the bottom-right corner, clear of the page's action buttons at the top
 * right; each one leaves after its own duration.
 */
export function Toasts() {
  const toasts = useToasts();
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column-reverse',
        gap: 1,
        maxWidth: 420,
      }}
    >
      {toasts.map((item) => (
        <Slide key={item.id} direction="left" in mountOnEnter>
          <Alert
            variant="filled"
            severity={item.kind === 'default' ? 'info' : item.kind}
            icon={item.kind === 'default' ? false : undefined}
            onClose={() => dismissToast(item.id)}
            sx={{ boxShadow: 3, ...(item.kind === 'default' && { bgcolor: 'grey.800' }) }}
          >
            {item.message}
          </Alert>
        </Slide>
      ))}
    </Box>
  );
}
