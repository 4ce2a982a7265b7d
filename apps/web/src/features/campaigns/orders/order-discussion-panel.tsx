import { DISCUSSION_MESSAGE_MAX } from '@adcast/domain/campaigns/discussions';
import type { Order } from '@adcast/domain/campaigns/orders';
import { formatDate, formatTime } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { useDiscussion, usePostMessage } from './order-discussion-api';

export const DISCUSSION_TITLE = 'Discussion';

/** The campaign's discussion: its messages, oldest first, and a box to post one (mention with @address). */
export function OrderDiscussionPanel({ order }: { order: Order }) {
  const discussion = useDiscussion(order.id);
  const post = usePostMessage(order.id);
  const mayPost = useCan()('CAMPAIGNS_ORDERS_EDIT') && order.status !== 'ARCHIVED';
  const [draft, setDraft] = useState('');
  const titleId = `order-discussion-${order.id}`;
  const messages = discussion.data?.messages ?? [];
  const send = () => post.mutate(draft.trim(), { onSuccess: () => setDraft('') });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth: 720 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {DISCUSSION_TITLE}
      </Typography>
      {messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No messages yet.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {messages.map((message) => (
            <Box component="li" key={message.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="caption" color="text.secondary">
                {message.author.name} · {formatDate(message.createdOn)} {formatTime(message.createdOn)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {mayPost && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
          <TextField
            label="Message"
            multiline
            minRows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            helperText="Mention someone with @ and their e-mail address: they get a mail"
            slotProps={{ htmlInput: { maxLength: DISCUSSION_MESSAGE_MAX } }}
          />
          <Box>
            <Button variant="contained" onClick={send} disabled={draft.trim() === '' || post.isPending}>
              Post
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
