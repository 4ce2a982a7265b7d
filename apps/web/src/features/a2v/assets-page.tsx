import {
  ASSET_KIND_LABELS,
  ASSET_PROCESSING_LABELS,
  ASSET_SCREEN,
  type Asset,
  describeAudio,
} from '@adcast/domain/a2v/assets';
import { A2V_API } from '@adcast/domain/a2v/paths';
import { RENDER_SCREEN, type Render } from '@adcast/domain/a2v/renders';
import { TRANSCRIPT_SCREEN } from '@adcast/domain/a2v/transcripts';
import { formatDuration } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { type DataColumn, DataTable } from '../../ui/data-table/data-table';
import { RecordLink } from '../../ui/record-link';
import { Toolbar } from '../../ui/toolbar';
import { useAssetPage, useRenderPage } from './a2v-api';
import { AssetUploadDialog, RenderDialog } from './asset-dialogs';
import { TranscriptDialog } from './transcript-dialog';

const creativeLink = (render: Render) =>
  ({ to: '/campaigns/creative-library/edit/$id', params: { id: render.creative.id } }) as const;

function StateCell({ state, error }: { state: Asset['processing']; error: string | null }) {
  const label = ASSET_PROCESSING_LABELS[state];
  return error ? (
    <Tooltip title={error}>
      <Typography variant="body2" color="error">
        {label}: {error}
      </Typography>
    </Tooltip>
  ) : (
    label
  );
}

function RenderProgress({ render }: { render: Render }) {
  if (render.processing === 'READY' || render.processing === 'FAILED')
    return <StateCell state={render.processing} error={render.error} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={render.progress}
        aria-label={`${RENDER_SCREEN.progress}: ${render.creative.name}`}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2">{render.progress === 100 ? 'Checking' : `${render.progress} %`}</Typography>
    </Box>
  );
}

/** The transcript's cue count opening its dialog; editors may add one to a probed asset. */
function TranscriptCell({ asset, onOpen }: { asset: Asset; onOpen: () => void }) {
  const can = useCan();
  if (asset.transcript)
    return (
      <Button size="small" onClick={onOpen} aria-label={`${TRANSCRIPT_SCREEN.view}: ${asset.name}`}>
        {TRANSCRIPT_SCREEN.cues(asset.transcript.cueCount)}
      </Button>
    );
  if (can('ASSETS_EDIT') && asset.processing === 'READY')
    return (
      <Button size="small" onClick={onOpen} aria-label={`${TRANSCRIPT_SCREEN.add}: ${asset.name}`}>
        {TRANSCRIPT_SCREEN.add}
      </Button>
    );
  return TRANSCRIPT_SCREEN.none;
}

function useAssetColumns(
  onRender: (asset: Asset) => void,
  onTranscript: (asset: Asset) => void,
): DataColumn<Asset>[] {
  const can = useCan();
  const C = ASSET_SCREEN.columns;
  return [
    { id: 'name', label: C.name, render: (asset) => asset.name },
    { id: 'kind', label: C.kind, render: (asset) => ASSET_KIND_LABELS[asset.kind] },
    { id: 'advertiser', label: C.advertiser, render: (asset) => asset.advertiser.name },
    {
      id: 'processing',
      label: C.processing,
      render: (asset) => <StateCell state={asset.processing} error={asset.error} />,
    },
    { id: 'duration', label: C.duration, render: (asset) => formatDuration(asset.durationSeconds) },
    { id: 'audio', label: C.audio, render: (asset) => describeAudio(asset) || '—' },
    {
      id: 'loudness',
      label: C.loudness,
      render: (asset) => (asset.loudness === null ? '—' : `${asset.loudness.toFixed(1)} LUFS`),
    },
    {
      id: 'play',
      label: 'Listen',
      render: (asset) =>
        asset.processing === 'READY' ? (
          <Box
            component="audio"
            controls
            preload="none"
            src={A2V_API.assetAudio(asset.id)}
            sx={{ height: 32, maxWidth: 220 }}
          />
        ) : (
          '—'
        ),
    },
    {
      id: 'transcript',
      label: TRANSCRIPT_SCREEN.column,
      render: (asset) => <TranscriptCell asset={asset} onOpen={() => onTranscript(asset)} />,
    },
    { id: 'createdOn', label: C.added, render: (asset) => new Date(asset.createdOn).toLocaleDateString() },
    {
      id: 'actions',
      label: '',
      render: (asset) =>
        can('CAMPAIGNS_CREATIVES_CREATE') && asset.processing === 'READY' ? (
          <Button size="small" onClick={() => onRender(asset)}>
            {ASSET_SCREEN.render}
          </Button>
        ) : null,
    },
  ];
}

const RENDER_COLUMNS: readonly DataColumn<Render>[] = [
  {
    id: 'creative',
    label: 'Video creative',
    render: (render) => <RecordLink link={creativeLink(render)} text={render.creative.name} />,
  },
  { id: 'asset', label: RENDER_SCREEN.asset, render: (render) => render.asset.name },
  { id: 'brand', label: RENDER_SCREEN.brand, render: (render) => render.brand.name },
  { id: 'progress', label: RENDER_SCREEN.progress, render: (render) => <RenderProgress render={render} /> },
  { id: 'createdOn', label: 'Started', render: (render) => new Date(render.createdOn).toLocaleString() },
];

/** /assets: the A2V audio assets with their probe, upload, render and the renders' progress. */
export function AssetsPage() {
  const can = useCan();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(false);
  const [rendering, setRendering] = useState<Asset | null>(null);
  const [renderPage, setRenderPage] = useState(0);
  const assets = useAssetPage(page, size, name.trim());
  const renders = useRenderPage(renderPage, 10);
  const [transcriptOf, setTranscriptOf] = useState<Asset | null>(null);
  const columns = useAssetColumns(setRendering, setTranscriptOf);
  return (
    <>
      <Toolbar
        title={ASSET_SCREEN.title}
        actions={
          can('ASSETS_CREATE') && (
            <Button variant="contained" onClick={() => setUploading(true)}>
              {ASSET_SCREEN.upload}
            </Button>
          )
        }
      />
      <TextField
        size="small"
        label="Search by name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 2, maxWidth: 320 }}
      />
      <DataTable
        label={ASSET_SCREEN.title}
        columns={columns}
        rows={assets.data?.content ?? []}
        rowKey={(asset) => asset.id}
        total={assets.data?.totalElements ?? 0}
        loading={assets.isPending}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={setSize}
      />
      <Typography variant="h6" sx={{ mt: 4, mb: 1 }}>
        Renders
      </Typography>
      <DataTable
        label="Renders"
        columns={RENDER_COLUMNS}
        rows={renders.data?.content ?? []}
        rowKey={(render) => render.id}
        total={renders.data?.totalElements ?? 0}
        loading={renders.isPending}
        page={renderPage}
        size={10}
        onPageChange={setRenderPage}
        onSizeChange={() => {}}
      />
      {uploading && <AssetUploadDialog onClose={() => setUploading(false)} />}
      {rendering && <RenderDialog asset={rendering} onClose={() => setRendering(null)} />}
      {transcriptOf && <TranscriptDialog asset={transcriptOf} onClose={() => setTranscriptOf(null)} />}
    </>
  );
}
