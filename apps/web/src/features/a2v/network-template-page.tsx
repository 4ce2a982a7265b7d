import {
  BAND_LABELS,
  BANDS,
  CAPTION_PLACE_LABELS,
  CAPTION_PLACES,
  COLOUR_BAND_LABELS,
  COLOUR_BAND_PLACES,
  CORNER_LABELS,
  CORNERS,
  DEFAULT_TEMPLATE_LAYOUT,
  TEMPLATE_FIELD_LABELS as L,
  type TemplateLayout,
  TemplateLayoutSchema,
  WAVE_STYLE_LABELS,
  WAVE_STYLES,
} from '@adcast/domain/a2v/templates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { Toolbar } from '../../ui/toolbar';
import { useNetworks } from '../demand/partners/partner-api';
import { useNetworkTemplate, useSaveTemplate } from './a2v-api';
import { LayoutPreview } from './layout-preview';

type Choice<K extends string> = { name: keyof TemplateLayout; keys: readonly K[]; labels: Record<K, string> };
const CHOICES: Choice<string>[] = [
  { name: 'logoCorner', keys: CORNERS, labels: CORNER_LABELS },
  { name: 'waveformBand', keys: BANDS, labels: BAND_LABELS },
  { name: 'waveformStyle', keys: WAVE_STYLES, labels: WAVE_STYLE_LABELS },
  { name: 'colourBand', keys: COLOUR_BAND_PLACES, labels: COLOUR_BAND_LABELS },
  { name: 'captionBand', keys: CAPTION_PLACES, labels: CAPTION_PLACE_LABELS },
];
const PERCENTS = [
  'logoWidthPercent',
  'waveformHeightPercent',
  'colourBandHeightPercent',
  'captionSizePercent',
] as const;

/** The layout's fields, each change shown at once in the preview; the schema's messages under each field. */
function TemplateEditor(props: {
  networkId: number;
  layout: TemplateLayout;
  version: number;
  saved: boolean;
}) {
  const can = useCan();
  const readOnly = !can('BRANDS_EDIT');
  const [layout, setLayout] = useState(props.layout);
  useEffect(() => setLayout(props.layout), [props.layout]);
  const save = useSaveTemplate();
  const checked = TemplateLayoutSchema.safeParse(layout);
  const errorOf = (name: keyof TemplateLayout) =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === name)?.message;
  const set = (name: keyof TemplateLayout, value: string | number) => setLayout({ ...layout, [name]: value });
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Card sx={{ flex: '1 1 320px', maxWidth: 480 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {!props.saved && <Alert severity="info">{L.usingDefault}</Alert>}
          <Alert severity="info" variant="outlined">
            {L.captionsHint}
          </Alert>
          {CHOICES.map((choice) => (
            <TextField
              key={choice.name}
              select
              label={L[choice.name]}
              value={layout[choice.name]}
              disabled={readOnly}
              onChange={(event) => set(choice.name, event.target.value)}
            >
              {choice.keys.map((key) => (
                <MenuItem key={key} value={key}>
                  {choice.labels[key]}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {PERCENTS.map((name) => (
            <TextField
              key={name}
              type="number"
              label={L[name]}
              value={layout[name]}
              disabled={readOnly}
              error={errorOf(name) !== undefined}
              helperText={errorOf(name)}
              onChange={(event) => set(name, Number(event.target.value))}
            />
          ))}
          {!readOnly && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="contained"
                disabled={!checked.success || save.isPending}
                onClick={() =>
                  checked.success &&
                  save.mutate({ networkId: props.networkId, layout: checked.data, version: props.version })
                }
              >
                Save
              </Button>
              <Button onClick={() => setLayout(DEFAULT_TEMPLATE_LAYOUT)}>Default layout</Button>
            </Box>
          )}
        </CardContent>
      </Card>
      <Box sx={{ flex: '2 1 320px' }}>
        <LayoutPreview layout={layout} />
      </Box>
    </Box>
  );
}

/** /network-template: the network's A2V layout with a live preview; admins without a network pick the network. */
export function NetworkTemplatePage() {
  const me = useMe();
  const networks = useNetworks();
  const [chosen, setChosen] = useState<number | null>(null);
  const networkId = me.network?.id ?? chosen;
  const template = useNetworkTemplate(networkId);
  return (
    <>
      <Toolbar title="Network template" />
      {me.network === null && (
        <TextField
          select
          id="network-template-network"
          label={L.network}
          value={chosen ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ mb: 2, minWidth: 280 }}
        >
          {(networks.data ?? []).map((network) => (
            <MenuItem key={network.id} value={network.id}>
              {network.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {networkId === null ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            Choose a network to edit its layout. Advertisers without a network render with the default layout
            below.
          </Alert>
          <LayoutPreview layout={DEFAULT_TEMPLATE_LAYOUT} />
        </>
      ) : (
        template.data && (
          <TemplateEditor
            networkId={networkId}
            layout={template.data.layout}
            version={template.data.version}
            saved={template.data.saved}
          />
        )
      )}
    </>
  );
}
