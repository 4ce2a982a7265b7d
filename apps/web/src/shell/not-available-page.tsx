import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from '@tanstack/react-router';
import { Toolbar } from '../ui/toolbar';
import { unbuiltPageTitle } from './unbuilt-pages';

/** The page frame of a shell route whose screen has not been built: it says so plainly. */
export function NotAvailablePage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const title = unbuiltPageTitle(pathname);
  return (
    <>
      <Toolbar title={title} />
      <Paper variant="outlined" sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center' }}>
        <ConstructionIcon color="action" fontSize="large" />
        <div>
          <Typography variant="h6" component="h2">
            {title} is not available yet
          </Typography>
          <Typography color="text.secondary">
            This part of Adcast has not been built in this version. Its menu entry stays hidden until it is.
          </Typography>
        </div>
      </Paper>
    </>
  );
}
