import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import { embedSnippet } from '@adcast/domain/tags/embeds';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { DomainEmbedsPanel } from './domain-embeds-panel';

const TAG = 'https://ads.example.com/tag/vast/12';

describe("the domain page's embed codes", () => {
  it("shows each placement's tag and player snippet, each with a copy button", async () => {
    stubApi({
      [DOMAINS_API.embeds(4)]: () => [
        { placementId: 12, placementName: 'Home hero', tagUrl: TAG, html: embedSnippet(12, TAG) },
      ],
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInApp(<DomainEmbedsPanel domainId={4} />);
    expect((await screen.findByLabelText('VAST tag of Home hero')).textContent).toBe(TAG);
    expect(screen.getByLabelText('Player snippet of Home hero').textContent).toContain(
      `request.adTagUrl = "${TAG}";`,
    );
    const [copyTag, copySnippet] = screen.getAllByRole('button', { name: 'Copy' });
    fireEvent.click(copyTag!);
    fireEvent.click(copySnippet!);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText).toHaveBeenNthCalledWith(1, TAG);
    expect(writeText).toHaveBeenNthCalledWith(2, embedSnippet(12, TAG));
  });

  it('says when the publisher has no active placement', async () => {
    stubApi({ [DOMAINS_API.embeds(5)]: () => [] });
    renderInApp(<DomainEmbedsPanel domainId={5} />);
    expect(await screen.findByText('The publisher has no active placement yet.')).toBeTruthy();
  });
});
