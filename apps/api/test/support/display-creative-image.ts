import { DISPLAY_CREATIVE_PARTS } from '@adcast/domain/campaigns/display-creatives';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import sharp from 'sharp';
import { jsonWithFile } from './multipart';
import type { TestApp } from './test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

/** A display creative of the advertiser with an 800x600 image of one colour, made through the API. */
export const uploadDisplayCreative = async (
  client: Client,
  advertiserId: number,
  format: 'png' | 'gif' = 'png',
) =>
  (
    await client.send({
      method: 'POST',
      url: CAMPAIGN_API.displayCreatives,
      ...jsonWithFile(
        DISPLAY_CREATIVE_PARTS.creative,
        { advertiserId, name: 'Background' },
        {
          name: DISPLAY_CREATIVE_PARTS.image,
          filename: `background.${format}`,
          bytes: await sharp({
            create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
          })
            .toFormat(format)
            .toBuffer(),
        },
      ),
    })
  ).json() as Promise<{ id: number }>;
