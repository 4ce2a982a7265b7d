export * from './layering-probe-28345-cruiser-b';
export const a = 1;
