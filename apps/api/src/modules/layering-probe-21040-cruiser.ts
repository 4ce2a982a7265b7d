export * from '../layering-probe-21040-cruiser/floorless';
