import type { ModuleDeps } from '../modules/module-deps';
export type Probe = ModuleDeps;
