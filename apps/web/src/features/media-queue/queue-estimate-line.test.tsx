import { MIXER_API } from '@adcast/domain/media/queue-estimate';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { QueueEstimateLine } from './queue-estimate-line';

const estimate = (estimatedWaitSeconds: number | null) => () => ({
  queued: 3,
  running: 1,
  averageSeconds: 200,
  estimatedWaitSeconds,
});

describe('the wait before processing starts, where a file is uploaded', () => {
  it('says it in minutes', async () => {
    stubApi({ [MIXER_API.queueEstimate]: estimate(300) });
    renderInApp(<QueueEstimateLine />);
    expect((await screen.findByRole('status')).textContent).toBe('About 5 min before processing starts');
  });

  it('says when a worker is free', async () => {
    stubApi({ [MIXER_API.queueEstimate]: estimate(0) });
    renderInApp(<QueueEstimateLine />);
    expect((await screen.findByRole('status')).textContent).toBe('Processing starts right away');
  });

  it('says nothing when the estimate is not known', async () => {
    stubApi({});
    renderInApp(<QueueEstimateLine />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
