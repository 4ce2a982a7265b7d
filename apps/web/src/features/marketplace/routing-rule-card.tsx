import type { RoutingRuleInput } from '@adcast/domain/marketplace/routing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { type Control, useFieldArray } from 'react-hook-form';
import { RecordPickerField } from '../../resource/record-picker-field';
import { FormField } from '../../ui/form-field';

export type RoutingForm = { rules: RoutingRuleInput[] };

/** One rule: its inventory (a package or placements), its connections with their traffic shares, its fallback. */
export function RoutingRuleCard(props: {
  control: Control<RoutingForm>;
  index: number;
  count: number;
  networkIds: number[];
  readOnly: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { control, index, readOnly, networkIds } = props;
  const targets = useFieldArray({ control, name: `rules.${index}.targets` });
  const fields = { control, disabled: readOnly, networkIds };
  return (
    <Card variant="outlined" component="section" aria-label={`Rule ${index + 1}`}>
      <CardHeader
        title={`Rule ${index + 1}`}
        subheader={`Priority ${index + 1}: checked ${index === 0 ? 'first' : `after rule ${index}`}`}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
        action={
          !readOnly && (
            <Stack direction="row" spacing={1}>
              <Button size="small" disabled={index === 0} onClick={() => props.onMove(index - 1)}>
                Up
              </Button>
              <Button
                size="small"
                disabled={index === props.count - 1}
                onClick={() => props.onMove(index + 1)}
              >
                Down
              </Button>
              <Button size="small" color="error" onClick={props.onRemove}>
                Remove
              </Button>
            </Stack>
          )
        }
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <RecordPickerField {...fields} name={`rules.${index}.supplyPackageId`} area="supply-packages" />
        <RecordPickerField {...fields} name={`rules.${index}.placementIds`} area="placements" multiple />
        {targets.fields.map((target, position) => (
          <Box
            key={target.id}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 140px auto' },
            }}
          >
            <RecordPickerField
              {...fields}
              name={`rules.${index}.targets.${position}.connectionId`}
              area="connections"
            />
            <FormField
              {...fields}
              name={`rules.${index}.targets.${position}.share`}
              label="Traffic share %"
              numeric
            />
            {!readOnly && (
              <Button
                size="small"
                onClick={() => targets.remove(position)}
                disabled={targets.fields.length === 1}
              >
                Remove connection
              </Button>
            )}
          </Box>
        ))}
        {!readOnly && (
          <Stack direction="row">
            <Button
              size="small"
              onClick={() => targets.append({ connectionId: undefined as unknown as number, share: 100 })}
            >
              Add connection
            </Button>
          </Stack>
        )}
        <RecordPickerField {...fields} name={`rules.${index}.fallbackConnectionId`} area="connections" />
      </CardContent>
    </Card>
  );
}
