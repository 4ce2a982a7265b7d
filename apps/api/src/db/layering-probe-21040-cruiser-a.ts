export * from './layering-probe-21040-cruiser-b';
export const a = 1;
