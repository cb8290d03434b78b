/**
 * The whole HTML document the server streams (server only): head with title,
 * description, stylesheets and module scripts, the app in #root, and the
 * hydration data in a JSON script element.
 */
import { splitTheme } from '../../core/tokens/token-layers';
import { SYSTEM_SHADE_ATTRIBUTE } from '../ui-constants';
import type { RenderRequest } from '../ssr-contract';
import { PORTAL_DATA_ELEMENT_ID } from '../ssr-contract';
import { App } from '../App';
import { documentDescription, documentTitle } from './document-head';
import { embeddedPortalData } from './embedded-portal-data';
import { serializePortalData } from './serialize-portal-data';
import { APP_ROOT_ID } from './app-root';
import { DOCUMENT_LANGUAGE, shareTags } from './share-tags';

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23C8102E'/%3E%3Cpath d='M9 8v16M23 8v16M9 16h14' stroke='white' stroke-width='3.5' stroke-linecap='round'/%3E%3C/svg%3E";

export interface DocumentProps extends RenderRequest {
  /** Modules fetched beside the entry: its imports and the chunks of this page's view (entry-server.tsx). */
  readonly modulePreloads: readonly string[];
}

export function Document({ data, assets, origin, modulePreloads }: DocumentProps) {
  const description = documentDescription(data);
  const share = shareTags(data, origin);
  return (
    <html
      lang={DOCUMENT_LANGUAGE}
      data-theme={data.theme}
      {...(data.followsSystemShade === true ? { [SYSTEM_SHADE_ATTRIBUTE]: '' } : {})}
      data-gpc={data.globalPrivacyControl === true ? '1' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(data.view, data.theme)}</title>
        {description === null ? null : <meta name="description" content={description} />}
        {share.canonical === null ? null : <link rel="canonical" href={share.canonical} />}
        {share.meta.map(([attribute, name, content]) =>
          attribute === 'property' ? (
            <meta key={name} property={name} content={content} />
          ) : (
            <meta key={name} name={name} content={content} />
          ),
        )}
        <link rel="icon" href={FAVICON} />
        {/* With a precedence React puts the stylesheet first in <head>, ahead of the module preloads (the head is
            rendered on the server only, so React does not manage it in the browser). */}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* The faces the first view sets text in: the brand's display face and the text face (core/tokens/brand-typefaces.ts). */}
        {(assets.fontPreloads?.[splitTheme(data.theme).brand] ?? []).map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id={APP_ROOT_ID}>
          <App initialData={data} />
        </div>
        <script
          type="application/json"
          id={PORTAL_DATA_ELEMENT_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: page data as escaped JSON in a non-executable script element (serialize-portal-data.ts)
          dangerouslySetInnerHTML={{ __html: serializePortalData(embeddedPortalData(data)) }}
        />
      </body>
    </html>
  );
}
