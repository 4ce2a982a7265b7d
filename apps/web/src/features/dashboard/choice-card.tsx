import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ChoiceCardProps {
  label: string;
  caption?: string;
  icon?: ReactNode;
  onClick: () => void;
}

/** A clickable card of the select page, the chooser and the dashboards. */
export function ChoiceCard({ label, caption, icon, onClick }: ChoiceCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onClick} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {icon}
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            {caption && (
              <Typography variant="body2" color="text.secondary">
                {caption}
              </Typography>
            )}
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Cards laid out in a responsive grid. */
export const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
} as const;
