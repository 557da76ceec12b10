// The REST floor: Express 5 alone (no middleware, no MikroORM) answering the benchmarked REST reads with the
// REST baseline's pg pool, SQL and views. Measured beside node:http, it shows how much of the app's distance from
// the baseline is the framework's, which no change of ours can remove. Settings: DATABASE_URL, PORT.
import express, { type RequestHandler } from 'express';
import { openPool, restCredits, restIntroductions, signedIn, type SignedIn } from './baseline-data.js';

const pool = openPool();
const app = express();
// As the app: no ETag, no X-Powered-By.
app.disable('etag');
app.disable('x-powered-by');

const signedInRoute =
  (answer: (user: SignedIn) => Promise<unknown>): RequestHandler =>
  async (req, res) => {
    const user = await signedIn(pool, req.headers.authorization);
    if (user) res.json(await answer(user));
    else res.status(401).json({ message: 'Authentication required' });
  };

app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get(
  '/api/credits',
  signedInRoute((user) => restCredits(pool, user.id)),
);
app.get(
  '/api/introductions',
  signedInRoute((user) => restIntroductions(pool, user.id)),
);
app.listen(Number(process.env.PORT), '127.0.0.1');
