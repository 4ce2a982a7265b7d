import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { toggleSideNav, WIDE_SCREEN_QUERY } from '../api/side-nav-store';
import { setPageTitle } from '../session/brand';
import { StatusDot } from './status-dot';

export interface ToolbarProps {
  title: string;
  subtitle?: string;
  /** A colour for the status dot beside the title. */
  statusColor?: string;
  statusLabel?: string;
  /** A further title segment, e.g. the record inside a list. */
  nextTitle?: string;
  onBack?: () => void;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The page header (part 2 §2): side-nav toggle, optional back, title, subtitle and status dot. */
export function Toolbar({
  title,
  subtitle,
  statusColor,
  statusLabel,
  nextTitle,
  onBack,
  actions,
}: ToolbarProps) {
  const pageTitle = nextTitle ? `${nextTitle} · ${title}` : title;
  useEffect(() => {
    setPageTitle(pageTitle);
    return () => setPageTitle();
  }, [pageTitle]);
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, flexWrap: 'wrap' }}>
      <IconButton
        aria-label="Toggle navigation"
        onClick={toggleSideNav}
        edge="start"
        sx={{ [`@media not all and ${WIDE_SCREEN_QUERY}`]: { display: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {onBack && (
        <IconButton aria-label="Back" onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {/* The title keeps its words whole; the record's name beside it gives way, ending in an ellipsis. */}
          <Typography
            variant="h5"
            component="h1"
            sx={{ flexShrink: 0, maxWidth: '100%', overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {nextTitle && (
            <>
              <ChevronRightIcon color="action" />
              <Typography variant="h5" component="span" noWrap title={nextTitle} sx={{ minWidth: 0 }}>
                {nextTitle}
              </Typography>
            </>
          )}
          {statusColor && <StatusDot color={statusColor} label={statusLabel} size={12} />}
        </Box>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
