import { formatNumber } from '@adcast/domain/format';
import { ROUTING_API } from '@adcast/domain/marketplace/paths';
import { ROUTING_MESSAGES, type RoutingCheck, type RoutingPlan } from '@adcast/domain/marketplace/routing';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useWrite } from '../../resource/write-api';
import { useCan } from '../../session/can';
import { Toolbar } from '../../ui/toolbar';
import { useMarketplaceNetwork } from './network-choice';
import { ROUTING_FETCH_ERROR, ROUTING_KEY, rulesOf, useRoutingPlan } from './routing-api';
import { type RoutingForm, RoutingRuleCard } from './routing-rule-card';
import { SmallTable } from './small-table';

export const CHECK_LABEL = 'Check and preview';
export const PREVIEW_TITLE = 'Requests each connection would have received';

const newRule = () => ({
  supplyPackageId: null,
  placementIds: [],
  targets: [{ connectionId: undefined as unknown as number, share: 100 }],
  fallbackConnectionId: null,
});

function CheckResult({ check }: { check: RoutingCheck }) {
  return (
    <Stack spacing={2}>
      {check.problems.length > 0 && (
        <Alert severity="error">
          {check.problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {check.warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
      {check.problems.length === 0 && (
        <Alert severity="success">No overlaps or gaps: the rules may be saved.</Alert>
      )}
      <Card variant="outlined">
        <CardHeader
          title={PREVIEW_TITLE}
          subheader={`${check.dateFrom} – ${check.dateTo}`}
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <SmallTable
            label={PREVIEW_TITLE}
            rows={check.preview}
            rowKey={(row) => row.connection.id}
            columns={[
              { label: 'Connection', render: (row) => row.connection.name },
              { label: 'Requests', align: 'right', render: (row) => formatNumber(row.requests) },
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Requests no rule routes: {formatNumber(check.unroutedRequests)}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** /marketplace-routing: a network's ordered rules, checked for overlaps and gaps, previewed over the last 7 days, saved whole. */
export function MarketplaceRoutingPage() {
  const { networkId, picker } = useMarketplaceNetwork();
  const plan = useRoutingPlan(networkId);
  const readOnly = !useCan()('MARKETPLACE_ROUTING_EDIT');
  const form = useForm<RoutingForm>({ defaultValues: { rules: [] } });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const { reset } = form;
  useEffect(() => {
    if (plan.data) reset({ rules: rulesOf(plan.data) });
  }, [plan.data, reset]);
  const check = useWrite<RoutingCheck>([]);
  const save = useWrite<RoutingPlan>([[ROUTING_KEY]]);
  const body = () => ({ networkId, rules: form.getValues().rules });
  const networkIds = networkId === null ? [] : [networkId];
  return (
    <>
      <Toolbar title="Marketplace Routing" />
      {picker}
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        {rules.fields.length === 0 && (
          <Typography color="text.secondary">
            No rule yet: every request goes to every eligible connection.
          </Typography>
        )}
        {rules.fields.map((rule, index) => (
          <RoutingRuleCard
            key={rule.id}
            control={form.control}
            index={index}
            count={rules.fields.length}
            networkIds={networkIds}
            readOnly={readOnly}
            onMove={(to) => rules.move(index, to)}
            onRemove={() => rules.remove(index)}
          />
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {!readOnly && <Button onClick={() => rules.append(newRule())}>Add rule</Button>}
          <Button
            variant="outlined"
            disabled={networkId === null}
            onClick={() =>
              check.mutate({
                method: 'POST',
                path: ROUTING_API.check,
                body: body(),
                notice: 'Checked',
                fallback: ROUTING_FETCH_ERROR,
              })
            }
          >
            {CHECK_LABEL}
          </Button>
          {!readOnly && (
            <Button
              variant="contained"
              disabled={networkId === null || save.isPending}
              onClick={() =>
                save.mutate({
                  method: 'PUT',
                  path: ROUTING_API.rules,
                  body: { ...body(), version: plan.data?.version ?? null },
                  notice: ROUTING_MESSAGES.saved,
                  fallback: 'Error occurred during marketplace routing save',
                })
              }
            >
              Save
            </Button>
          )}
        </Stack>
        {check.data && <CheckResult check={check.data} />}
      </Stack>
    </>
  );
}
