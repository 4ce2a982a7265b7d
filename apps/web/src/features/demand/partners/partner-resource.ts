import { PARTNER_CONTRACT } from '@adcast/domain/demand/partner-contract';
import { contractResource } from '../../../resource/record-resource';

export const partnerResource = contractResource(PARTNER_CONTRACT);
