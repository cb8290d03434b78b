/** The client entry's assets from Vite's manifest (viewer/ssr-contract.ts DocumentAssets). */
import { describe, expect, it } from 'vitest';
import { CLIENT_APP, CLIENT_ENTRY, VIEW_CHUNK_SOURCES, documentAssetsFromManifest } from '../../server/client-manifest';

describe('client assets from the Vite manifest', () => {
  it('gives the entry script and the CSS of the entry and its static imports, once each', () => {
    const manifest = {
      [CLIENT_ENTRY]: {
        file: 'assets/entry-client-Ab12.js',
        isEntry: true,
        css: ['assets/entry-client-Cd34.css'],
        imports: ['_shared-Ef56.js'],
      },
      '_shared-Ef56.js': {
        file: 'assets/shared-Ef56.js',
        css: ['assets/shared-Gh78.css', 'assets/entry-client-Cd34.css'],
        imports: [CLIENT_ENTRY],
      },
      'viewer/search/SearchOverlay.tsx': {
        file: 'assets/SearchOverlay-Ij90.js',
        isDynamicEntry: true,
        css: ['assets/SearchOverlay-Kl12.css'],
      },
    };
    expect(documentAssetsFromManifest(manifest)).toEqual({
      ok: true,
      value: {
        scripts: ['/designsystem/assets/entry-client-Ab12.js'],
        stylesheets: ['/designsystem/assets/entry-client-Cd34.css', '/designsystem/assets/shared-Gh78.css'],
        modulePreloads: ['/designsystem/assets/shared-Ef56.js'],
        viewPreloads: {},
        // No font file in this manifest: no preload for either brand.
        fontPreloads: { alpine: [], lakeside: [] },
      },
    });
  });

  it('takes the stylesheets of the app the entry hydrates after the first load, but not its scripts: the first paint needs them', () => {
    const manifest = {
      [CLIENT_ENTRY]: { file: 'assets/entry-client-Ab12.js', isEntry: true, css: ['assets/entry-client-Cd34.css'] },
      [CLIENT_APP]: {
        file: 'assets/app-boot-Ef56.js',
        isDynamicEntry: true,
        css: ['assets/app-boot-Gh78.css'],
        imports: [CLIENT_ENTRY, '_layout-Ij90.js'],
      },
      '_layout-Ij90.js': { file: 'assets/layout-Ij90.js', css: ['assets/layout-Kl12.css'] },
    };
    const assets = documentAssetsFromManifest(manifest);
    expect(assets.ok && assets.value.stylesheets).toEqual([
      '/designsystem/assets/entry-client-Cd34.css',
      '/designsystem/assets/app-boot-Gh78.css',
      '/designsystem/assets/layout-Kl12.css',
    ]);
    expect(assets.ok && assets.value.modulePreloads).toEqual([]);
  });

  it("preloads a view chunk with what it imports beyond the entry's modules", () => {
    const manifest = {
      [CLIENT_ENTRY]: { file: 'assets/entry-client-Ab12.js', isEntry: true, imports: ['_react-Aa11.js'] },
      '_react-Aa11.js': { file: 'assets/react-Aa11.js' },
      '_copy-Bb22.js': { file: 'assets/copy-Bb22.js', imports: ['_react-Aa11.js', CLIENT_ENTRY] },
      [VIEW_CHUNK_SOURCES.page]: {
        file: 'assets/page-chunk-Cc33.js',
        isDynamicEntry: true,
        imports: [CLIENT_ENTRY, '_react-Aa11.js', '_copy-Bb22.js'],
      },
      [VIEW_CHUNK_SOURCES.home]: { file: 'assets/HomeView-Dd44.js', isDynamicEntry: true, imports: [CLIENT_ENTRY] },
    };
    const assets = documentAssetsFromManifest(manifest);
    expect(assets.ok && assets.value.modulePreloads).toEqual(['/designsystem/assets/react-Aa11.js']);
    expect(assets.ok && assets.value.viewPreloads).toEqual({
      page: ['/designsystem/assets/page-chunk-Cc33.js', '/designsystem/assets/copy-Bb22.js'],
      home: ['/designsystem/assets/HomeView-Dd44.js'],
    });
  });

  it('reports a manifest without the entry', () => {
    expect(documentAssetsFromManifest({ 'other.ts': { file: 'assets/other.js' } })).toMatchObject({
      ok: false,
      issues: [{ code: 'manifest.noEntry' }],
    });
  });

  it('reports something that is not a manifest', () => {
    expect(documentAssetsFromManifest([1, 2])).toMatchObject({ ok: false, issues: [{ code: 'manifest.shape' }] });
  });
});
