export * from './layering-probe-14160-cruiser-b';
export const a = 1;
