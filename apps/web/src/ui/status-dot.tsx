import Box from '@mui/material/Box';

export interface StatusDotProps {
  /** A CSS colour, usually the status colour of the domain enumerations. */
  color: string;
  label?: string;
  size?: number;
}

export function StatusDot({ color, label, size = 10 }: StatusDotProps) {
  return (
    <Box
      component="span"
      role={label ? 'img' : undefined}
      aria-label={label}
      title={label}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
      }}
    />
  );
}
