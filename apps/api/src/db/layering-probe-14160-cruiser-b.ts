export * from './layering-probe-14160-cruiser-a';
