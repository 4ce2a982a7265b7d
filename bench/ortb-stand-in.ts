import { createServer } from 'node:http';

/**
 * A local OpenRTB bidder for the decisioning bench: answers every bid request after 20–80 ms with
 * one bid (CPM 1–20, a 15 s inline VAST), and takes its win and loss notices.
 */
const port = Number(process.env.PORT ?? 8293);
const name = process.env.NAME ?? 'stand-in';
const PRICE_MACRO = '$' + '{AUCTION_PRICE}';
const vast =
  '<VAST version="4.2"><Ad id="bench"><InLine><AdSystem>Bench</AdSystem><AdTitle>Bench</AdTitle>' +
  `<Impression><![CDATA[https://bench.example/imp?p=${PRICE_MACRO}]]></Impression><Creatives><Creative><Linear>` +
  '<Duration>00:00:15</Duration><MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="1920" height="1080">' +
  '<![CDATA[https://bench.example/ad.mp4]]></MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>';

const server = createServer((request, response) => {
  if (request.url?.startsWith('/notice')) {
    response.end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; imp: { id: string }[] };
    const answer = {
      id: body.id,
      cur: 'USD',
      seatbid: [
        {
          seat: name,
          bid: [
            {
              id: `${name}-${body.id}`,
              impid: body.imp[0]?.id ?? '1',
              price: 1 + Math.round(Math.random() * 1900) / 100,
              adm: vast,
              adomain: [`${name}.example`],
              nurl: `http://127.0.0.1:${port}/notice/win?p=\${AUCTION_PRICE}`,
              lurl: `http://127.0.0.1:${port}/notice/loss?r=\${AUCTION_LOSS}`,
            },
          ],
        },
      ],
    };
    setTimeout(
      () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      },
      20 + Math.random() * 60,
    );
  });
});
server.listen(port, '127.0.0.1', () => console.log('stand-in ready'));
