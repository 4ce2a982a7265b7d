export * from './layering-probe-22885-cruiser-a';
