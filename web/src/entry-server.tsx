import { ApolloClient, InMemoryCache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RenderedPage, RenderOptions } from '@shared/page-renderer';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { PLACE_LIST_ID, SERVER_STATE_ID } from './app/server-state';
import { DistrictsDocument } from './generated/graphql';
import { MapSnapshot } from './features/home/components/MapSnapshot';
import { ServerMapPicture } from './features/home/components/map-picture';
import { isLocale } from './i18n/locale';
import { si } from './i18n/si';
import { ta } from './i18n/ta';
import { ServerFormContext } from './ui/form/useForm';

/** A JSON data block (web/src/app/server-state.ts); `<` escaped, so that the JSON cannot end the element. */
const jsonDataBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** Every language's texts at hand: the server draws a page in the visitor's language at once (no effect runs here). */
const CATALOGUES = { en: {}, si, ta } as const;

/** Renders a page on the server with its data (queries run in-process against the API's schema). */
export async function renderPage({
  url,
  schema,
  context,
  signal,
  locale,
  form,
}: RenderOptions<AbortSignal>): Promise<RenderedPage> {
  const language = isLocale(locale) ? locale : 'en';
  const client = new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema, context }),
    cache: new InMemoryCache(),
  });
  const { result } = await prerenderStatic({
    tree: (
      <AppProviders client={client} language={{ locale: language, catalogue: CATALOGUES[language] }}>
        <ServerFormContext.Provider value={form ?? null}>
          <ServerMapPicture.Provider value={<MapSnapshot />}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </ServerMapPicture.Provider>
        </ServerFormContext.Provider>
      </AppProviders>
    ),
    signal,
    // Nothing is split out to be revealed later by inline scripts: the page reads complete, scripts or not.
    renderFunction: (tree) => prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  // The outlines are in the picture already; the browser has no use for them a second time.
  client.cache.evict({ fieldName: 'mapOutline' });
  // The place list goes apart, as plain data: the browser keeps it out of its cache (see usePlaceList.ts).
  const places = client.readQuery({ query: DistrictsDocument })?.districts;
  client.cache.evict({ fieldName: 'districts' });
  return {
    html: result,
    dataBlocks: (places ? jsonDataBlock(PLACE_LIST_ID, places) : '') + jsonDataBlock(SERVER_STATE_ID, client.extract()),
  };
}
