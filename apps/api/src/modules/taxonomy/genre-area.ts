import { IAB_CONTENT_CATEGORIES } from '@adcast/domain/taxonomy/iab-content-taxonomy';
import { TAXONOMY_API } from '@adcast/domain/taxonomy/paths';
import { z } from 'zod';
import { needs } from '../../http/auth';
import { recordArea } from '../../records/area';
import { GENRE } from './genre-record';
import { createGenre, updateGenre } from './write-service';

const IabCategoriesSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    tier: z.union([z.literal(1), z.literal(2)]),
    parentId: z.string().nullable(),
  }),
);

/** The taxonomy's genres, and the IAB Content Taxonomy categories they map to. */
export const GENRE_AREA = recordArea(GENRE, {
  writes: { create: createGenre, update: updateGenre },
  routes: (app) => {
    app.get(
      TAXONOMY_API.iabCategories,
      {
        config: needs(GENRE.permissions.read),
        schema: {
          tags: [GENRE.tag],
          summary: 'The IAB Content Taxonomy 2.0 categories a genre maps to (tier 1 and tier 2)',
          response: { 200: IabCategoriesSchema },
        },
      },
      async () => IAB_CONTENT_CATEGORIES,
    );
  },
});
