import { z } from 'zod';
import { IdSchema } from '../ids';

export const DomainEmbedSchema = z.object({
  placementId: IdSchema,
  placementName: z.string(),
  /** The placement's VAST tag on the public origin. */
  tagUrl: z.string(),
  /** HTML to paste on a page of the domain: a video player that asks the tag for its ads. */
  html: z.string(),
});
export type DomainEmbed = z.infer<typeof DomainEmbedSchema>;

/** The IMA SDK plays VAST 4 in a browser; it is Google's, loaded from its own host. */
const IMA_SDK = 'https://imasdk.googleapis.com/js/sdkloader/ima3.js';

/** A string literal safe inside a `<script>`: JSON with `<` escaped so no `</script>` ends it. */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The player snippet of one placement: an HTML5 video whose first play asks `tagUrl` for its ads. */
export function embedSnippet(placementId: number, tagUrl: string): string {
  const player = `adcast-player-${placementId}`;
  const video = `adcast-video-${placementId}`;
  return `<div id="${player}" style="position:relative;width:100%;aspect-ratio:16/9">
  <video id="${video}" controls playsinline style="width:100%;height:100%"></video>
</div>
<script src="${IMA_SDK}"></script>
<script>
(function () {
  var video = document.getElementById(${scriptString(video)});
  var display = new google.ima.AdDisplayContainer(document.getElementById(${scriptString(player)}), video);
  var loader = new google.ima.AdsLoader(display);
  loader.addEventListener(google.ima.AdsManagerLoadedEvent.Type.ADS_MANAGER_LOADED, function (event) {
    var ads = event.getAdsManager(video);
    ads.init(video.clientWidth, video.clientHeight, google.ima.ViewMode.NORMAL);
    ads.start();
  });
  var request = new google.ima.AdsRequest();
  request.adTagUrl = ${scriptString(tagUrl)};
  video.addEventListener('play', function () {
    display.initialize();
    loader.requestAds(request);
  }, { once: true });
})();
</script>`;
}
