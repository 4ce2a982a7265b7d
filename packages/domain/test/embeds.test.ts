import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../src/tags/embeds';

describe("a domain's player snippet", () => {
  it('asks the tag on first play, the tag written as a script string that nothing ends early', () => {
    const html = embedSnippet(12, 'https://ads.example.com/tag/vast/12?x="</script><b>');
    expect(html).toContain('<video id="adcast-video-12"');
    expect(html).toContain(
      'request.adTagUrl = "https://ads.example.com/tag/vast/12?x=\\"\\u003c/script>\\u003cb>";',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
