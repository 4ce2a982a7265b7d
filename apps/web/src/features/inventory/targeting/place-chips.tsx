import type { AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';

/** A multiple place picker's chosen places as small removable chips, each named by `labelOf`. */
export const placeChips =
  <T,>(labelOf: (place: T) => string) =>
  (places: T[], getItemProps: AutocompleteRenderValueGetItemProps<true>) =>
    places.map((place, index) => {
      const { key, ...itemProps } = getItemProps({ index });
      return <Chip key={key} size="small" label={labelOf(place)} {...itemProps} />;
    });
