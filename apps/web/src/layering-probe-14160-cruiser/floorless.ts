export const floorless = 1;
