export * from '../layering-probe-28345-cruiser/floorless';
