// The REST floor: Express 5 alone (no middleware, no MikroORM) answering the benchmarked REST reads with the
// REST baseline's pg pool, SQL and views. Measured beside node:http, it shows how much of the app's distance from
// the baseline is the framework's, which no change of ours can remove. Settings: DATABASE_URL, PORT.
import express, { type RequestHandler } from 'express';
import { toIntroductionJson } from '../src/modules/introductions/introduction.view.js';
import { listIntroductions, openPool, readCredits, signedIn, type SignedIn } from './baseline-data.js';

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
  signedInRoute(async (user) => {
    const { unlimited: _unlimited, ...view } = await readCredits(pool, user.id);
    return view;
  }),
);
app.get(
  '/api/introductions',
  signedInRoute(async (user) =>
    (await listIntroductions(pool, user.id)).map(({ introduction, myRating }) => toIntroductionJson(introduction, myRating)),
  ),
);
app.listen(Number(process.env.PORT), '127.0.0.1');
