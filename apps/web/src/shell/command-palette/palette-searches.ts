import { createContext, useContext } from 'react';
import type { RecordSearchSource } from '../../resource/record-search-api';

/**
 * The palette's searches of records that are no record area (videos, users, channels): each
 * feature declares its own, and the route that renders the shell hands them over, since the shell
 * imports no feature.
 */
const PaletteSearches = createContext<readonly RecordSearchSource[]>([]);

export const PaletteSearchesProvider = PaletteSearches.Provider;

export const useFeatureSearches = (): readonly RecordSearchSource[] => useContext(PaletteSearches);
