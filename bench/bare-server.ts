import Fastify from 'fastify';

/** The yardstick: a bare Fastify route answering a small JSON body. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: 1, email: 'admin@adcast.test', roles: ['ADMIN'] }));
await app.listen({ port: Number(process.env.PORT ?? 8199), host: '127.0.0.1' });
console.log('bare ready');
