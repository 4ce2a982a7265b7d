import {
  ALERT_CONDITION_OPTIONS,
  ALERT_METRIC_OPTIONS,
  ALERT_SCOPE_OPTIONS,
  type AlertRuleInput,
  AlertRuleInputSchema,
  type AlertScopeKind,
  ALERT_COLUMN_LABELS as L,
} from '@adcast/domain/alerts/alert-rules';
import type { RecordContractKey } from '@adcast/domain/contracts/registry';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { useMe } from '../../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormCheckbox } from '../../../ui/form-checkbox';
import { FormField } from '../../../ui/form-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { useNetworkOptions } from '../../networks/network-options';

/** The record area each scope picks its record from. */
const SCOPE_AREAS: Record<Exclude<AlertScopeKind, 'NETWORK'>, RecordContractKey> = {
  DEMAND_PARTNER: 'demand-partners',
  CONNECTION: 'connections',
  PUBLISHER: 'publishers',
  PLACEMENT: 'placements',
  LINE_ITEM: 'line-items',
};

/** A new rule: revenue of the whole network dropping 30 % against the same hours of previous weeks, mailed. */
export const emptyAlertRule = (networkId: number | null): AlertRuleInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  metric: 'REVENUE',
  scopeKind: 'NETWORK',
  scopeId: null,
  condition: 'DROP',
  threshold: 30,
  emailAlerts: true,
  notes: '',
});

export type AlertRuleFormValues = z.output<typeof AlertRuleInputSchema>;

/** A rule's name, status, network (staff), metric, what it watches, its condition and threshold, e-mail, notes. */
export function AlertRuleForm(props: RecordFormProps<AlertRuleInput, AlertRuleFormValues>) {
  const { form, control, card, readOnly, archived } = useRecordForm(AlertRuleInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const [scopeKind, condition, networkId] = useWatch({
    control,
    name: ['scopeKind', 'condition', 'networkId'],
  });
  const fields = { control, disabled: readOnly };
  const thresholdLabel =
    ALERT_CONDITION_OPTIONS.find((option) => option.key === condition)?.threshold ?? 'Threshold';
  // Another kind of scope names another kind of record: the one chosen before no longer applies.
  const previousKind = useRef(scopeKind);
  useEffect(() => {
    if (previousKind.current === scopeKind) return;
    previousKind.current = scopeKind;
    form.setValue('scopeId', null, { shouldDirty: true });
  }, [scopeKind, form]);
  return (
    <FormCard {...card}>
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <RecordStatusField {...fields} name="status" archived={archived} />
        {ownNetwork === null && (
          <FormField {...fields} name="networkId" label={L.network} numeric options={networkOptions} />
        )}
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="metric" label={L.metric} required options={ALERT_METRIC_OPTIONS} />
        <FormField {...fields} name="scopeKind" label={L.scope} required options={ALERT_SCOPE_OPTIONS} />
      </FieldRow>
      {scopeKind && scopeKind !== 'NETWORK' && (
        <RecordPickerField
          key={scopeKind}
          {...fields}
          name="scopeId"
          area={SCOPE_AREAS[scopeKind]}
          required
          networkIds={networkId ? [networkId] : undefined}
        />
      )}
      <FieldRow>
        <FormField
          {...fields}
          name="condition"
          label={L.condition}
          required
          options={ALERT_CONDITION_OPTIONS}
        />
        <FormField {...fields} name="threshold" label={thresholdLabel} numeric required />
      </FieldRow>
      <FormCheckbox {...fields} name="emailAlerts" label="E-mail me each alert" />
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
