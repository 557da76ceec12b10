// Draws a public page to HTML at build time (scripts/prerender-pages.ts), so it paints before the JavaScript runs and
// search engines, "find in page" and `/#features` links see the whole of it; the browser then hydrates it.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

export { paths } from '@/config/paths';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Emotion's style tags for that markup, for the head. */
  styles: string;
}

/** The session is never known at build time: the page is drawn as a visitor sees it before it is. */
function sessionlessClient() {
  return new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
}

async function streamToString(stream: NodeJS.ReadableStream) {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages can be drawn ahead`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser's own cache has the same key, so it takes these styles over instead of writing them again.
  const emotionCache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);

  const page = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders client={sessionlessClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  // Waits for every lazy part (the home page's sections). A boundary bigger than the progressive chunk size would
  // be written as hidden markup with an inline script that moves it into place, which the CSP blocks: none is.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await streamToString(prelude);
  if (html.includes('<script')) throw new Error(`${path} was drawn with an inline script, which the browser would block`);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
