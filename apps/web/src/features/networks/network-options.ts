/** The network choices of a form (kept with the record lists, whose bulk edit chooses networks too). */
export { useNetworkOptions } from '../../resource/network-api';
