import { ALERT_RULE_CONTRACT } from '@adcast/domain/alerts/alert-rule-contract';
import { contractResource } from '../../../resource/record-resource';

/** Alert rules on the web: everything comes from the contract. */
export const alertRuleResource = contractResource(ALERT_RULE_CONTRACT);
