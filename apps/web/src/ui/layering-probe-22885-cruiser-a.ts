export * from './layering-probe-22885-cruiser-b';
export const a = 1;
