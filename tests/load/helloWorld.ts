// The baseline of `npm run bench:load`: a bare Fastify 5 server answering {"hello":"world"}, started
// as its own process on the port given in PORT, so that the API's figures read as a ratio of what
// Fastify itself does on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('hello-world listening');
