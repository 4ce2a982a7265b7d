/** The networks a partner may belong to (kept with the record lists, which choose networks too). */
export { type NetworkOption, useNetworks } from '../../../resource/network-api';
