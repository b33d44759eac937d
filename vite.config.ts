import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { minify } from 'terser';
import { firstScreenModules } from './scripts/coreKeys.ts';
import { i18nSplit } from './scripts/i18nSplit.ts';
import { reactDomSentinels } from './scripts/reactDomSentinels.ts';
import { authChunk } from './scripts/authChunk.ts';
import { ASSET_MANIFEST_FILE } from './contract/pwa.ts';
import { PAGE_PRELOADS_FILE, type PagePreloads } from './contract/preloads.ts';

/**
 * Emits /m/asset-manifest.json: a hash over every emitted file's name and content (and VITE_BUILD_ID,
 * which tests set to tell two builds apart). Pages fetch it no-cache to learn a new build is deployed.
 */
function assetManifest(): Plugin {
  return {
    name: 'tessera-asset-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hash = createHash('sha256').update(process.env.VITE_BUILD_ID ?? '');
      for (const item of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        hash.update(`\0${item.fileName}\0`).update(item.type === 'chunk' ? item.code : item.source);
      }
      this.emitFile({ type: 'asset', fileName: ASSET_MANIFEST_FILE, source: `${JSON.stringify({ hash: hash.digest('hex').slice(0, 16) })}\n` });
    },
  };
}

/**
 * Terser's second pass over finished chunks, as modules (top-level inlining and dead-code removal). The service worker
 * (every chunk of its build; its 15 KB budget needs it, about 0.7 KB gzip) and the first screen's boot chunk (about
 * 0.6 KB gzip, room the 100 KB budget needs) take it. A file name keeps its hash: the output is a pure function of the input.
 */
function moduleMinify(name: string, passes: number, only?: string): Plugin {
  return {
    name,
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || (only && chunk.name !== only)) continue;
        const out = await minify(chunk.code, { module: true, compress: { passes }, format: { comments: false } });
        if (out.code) chunk.code = out.code;
      }
    },
  };
}

// The site lives under /m on every merchant's domain; the service worker is emitted as /m/sw.js.
/**
 * The first screen's chunk: the framework packages and the static import closure of src/main.tsx (the same module list
 * the catalogue split uses, scripts/coreKeys.ts), one file instead of an entry plus shared parts (one gzip stream
 * compresses better) and never a module only a lazy page needs.
 */
const BOOT_PACKAGES = ['react', 'valtio', 'proxy-compare'];
const FIRST_SCREEN = new Set(firstScreenModules().map((f) => f.replace(/\\/g, '/')));
/** The game tiles, loaded once the first screen is up (src/components/lobby/Rail.tsx): one chunk, one precache entry. */
const TILE_FILES = new Set([
  'src/components/lobby/LaneRail.tsx', 'src/components/lobby/SavedLanes.tsx', 'src/components/lobby/HotLane.tsx',
  'src/components/lobby/GameCardView.tsx', 'src/state/favourites.ts', 'src/lobby/gameList.ts', 'src/api/gamePages.ts',
].map((f) => fileURLToPath(new URL(`./${f}`, import.meta.url)).replace(/\\/g, '/')));
const AUTH = authChunk();
const inTiles = (id: string): boolean => TILE_FILES.has(id.replace(/\\/g, '/'));
const inBoot = (id: string): boolean => {
  const path = id.replace(/\\/g, '/');
  return BOOT_PACKAGES.some((p) => path.includes(`/node_modules/${p}/`)) || FIRST_SCREEN.has(path);
};

/**
 * One hash for all 56 catalogue parts (all locale files and the split that cuts them): the service worker's precache
 * list names each part, and a hash shared by all compresses to almost nothing there. A catalogue change that adds keys
 * touches every language anyway, so the parts would all be fetched again either way.
 */
const CATALOGUE_HASH = (() => {
  const hash = createHash('sha256');
  const dir = fileURLToPath(new URL('./src/i18n/locales/', import.meta.url));
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(dir + f));
  for (const f of ['./src/i18n/core-keys.json', './scripts/i18nSplit.ts']) hash.update(readFileSync(fileURLToPath(new URL(f, import.meta.url))));
  return hash.digest('base64url').slice(0, 8);
})();
const CATALOGUE_PART = /tessera-i18n:.*[\/]([\w-]+)\.json\|(core|more)$/;

/** A lazy route page's chunk (src/pages/*Page.tsx): its name comes from the page component's file. */
/**
 * The sign-in flows' chunk (the login and registration pages, scripts/authChunk.ts), where a wait costs a player most:
 * its imports are preloaded with it. Every listed file name is in the entry's script (the first screen's budget), so
 * the other pages load theirs on arrival.
 */
const isPageChunk = (file: string): boolean => /(^|\/)signIn-[\w-]+\.js$/.test(file);
/**
 * Chunks the first screen has already loaded (listing them again as a page's dependency costs bytes for nothing): the
 * chunk of src/main.tsx and its static imports, transitively (FIRST_SCREEN's modules with the runtime and React DOM),
 * read from the bundle by firstScreenChunks() before the preload lists are resolved.
 */
const FIRST_SCREEN_CHUNKS = new Set<string>();
const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url)).replace(/\\/g, '/');
function firstScreenChunks(): Plugin {
  return {
    name: 'tessera-first-screen-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        FIRST_SCREEN_CHUNKS.clear();
        const closure = (file: string, into: Set<string>): Set<string> => {
          const chunk = bundle[file];
          if (into.has(file) || chunk?.type !== 'chunk') return into;
          into.add(file);
          for (const dep of chunk.imports) closure(dep, into);
          return into;
        };
        const holdsMain = (file: string): boolean => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' && chunk.moduleIds.some((id) => id.replace(/\\/g, '/') === MAIN);
        };
        // The page's entry (index.html's script) is the entry whose static closure holds src/main.tsx.
        for (const c of Object.values(bundle)) {
          if (c.type !== 'chunk' || !c.isEntry) continue;
          const files = closure(c.fileName, new Set());
          if ([...files].some(holdsMain)) files.forEach((f) => FIRST_SCREEN_CHUNKS.add(f));
        }
        if (FIRST_SCREEN_CHUNKS.size === 0) this.error('the chunk of src/main.tsx is not in the bundle');
      },
    },
  };
}
const isFirstScreenChunk = (file: string): boolean => {
  // Asked before the set is filled, the filter would keep every chunk: fail the build instead.
  if (FIRST_SCREEN_CHUNKS.size === 0) throw new Error('first-screen chunks asked for before the bundle was read');
  return FIRST_SCREEN_CHUNKS.has(file);
};

/** The pages whose chunks a first visit straight to them fetches with the framework (their paths without the base). */
const PRELOADED_PAGES = new Map([['src/pages/LoginPage.tsx', ['/login']], ['src/pages/RegisterPage.tsx', ['/register', '/register.html']]]
  .map(([file, paths]) => [fileURLToPath(new URL(`./${file as string}`, import.meta.url)).replace(/\\/g, '/'), paths as string[]]));

/**
 * Emits page-preloads.json (contract/preloads.ts): for a login or registration page, its chunk and the chunks it
 * imports that the first screen has not; for each language, its first-screen catalogue. The server names them in the
 * page's head, so a first visit fetches them beside the framework instead of one round trip (or several) after it.
 */
function pagePreloads(): Plugin {
  return {
    name: 'tessera-page-preloads',
    apply: 'build',
    // After the CSS plugin drops the chunks that held only styles (and the imports naming them).
    generateBundle: { order: 'post', handler(_options, bundle) {
      const preloads: PagePreloads = { pages: {}, catalogues: {} };
      const closure = (file: string, into: string[]): string[] => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || into.includes(file) || isFirstScreenChunk(file)) return into;
        into.push(file);
        for (const dep of chunk.imports) closure(dep, into);
        return into;
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // The page's module may sit in a group chunk (the sign-in flows'): the chunk holding it, not one it fronts.
        for (const id of chunk.moduleIds) {
          for (const path of PRELOADED_PAGES.get(id.replace(/\\/g, '/')) ?? []) preloads.pages[path] = closure(chunk.fileName, []);
        }
        if (!chunk.facadeModuleId) continue;
        const part = CATALOGUE_PART.exec(chunk.facadeModuleId);
        if (part?.[2] === 'core') preloads.catalogues[part[1]!.toUpperCase() as keyof PagePreloads['catalogues']] = chunk.fileName;
      }
      if (Object.keys(preloads.pages).length === 0) this.error('no login or registration page chunk in the bundle');
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads)}\n` });
    } },
  };
}

export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    firstScreenChunks(),
    AUTH.plugin,
    pagePreloads(),
    i18nSplit('src/i18n/core-keys.json'),
    reactDomSentinels(),
    moduleMinify('tessera-boot-module-minify', 2, 'boot'),
    assetManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest is per merchant, served by /wps/system/manifest.json.
      manifest: false,
      injectManifest: {
        buildPlugins: { vite: [moduleMinify('tessera-sw-module-minify', 3)] },
        // offline.html is precached for navigations that cannot be served; asset-manifest.json never is.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Not precached: parts that only work online anyway (Firebase sign-in and messaging, the login
        // encryption worker, the sanitiser of merchant HTML fetched live); each entry costs service-worker bytes.
        // The social sign-in chunks (LINE, Telegram, wallet, linking, sign-in results) are only fetched on a tap or a
        // provider's redirect, both of which need the network.
        globIgnores: ['**/sw.js', '**/index.esm-*.js', '**/fcmProvider-*.js', '**/firebase*-*.js', '**/crypto.worker-*.js', '**/purify.es-*.js', '**/purifyConfig-*.js',
          '**/socialApi-*.js', '**/telegram-*.js', '**/line-*.js', '**/maya-*.js', '**/autoRegister-*.js', '**/linkDialog-*.js', '**/pendingState-*.js', '**/urlResult-*.js',
          // Second-factor enrolment and sign-in, provider tokens and the local captcha: each needs the network to do anything.
          '**/MfaEnrollment-*.js', '**/MfaDialog-*.js', '**/providerIdToken-*.js', '**/providerError-*.js', '**/localProvider-*.js',
          // The native app's upgrade modal, the download popup and the add-to-home-screen sheet: optional surfaces driven by
          // online answers and events, each loaded through lazyOptional (a chunk that cannot load renders nothing).
          '**/UpgradeModal-*.js', '**/DownloadPopup-*.js', '**/A2hsModal-*.js', '**/walletApi-*.js',
          // A token handed over in a link is confirmed with the server: offline it is dropped (start.ts), never adopted.
          '**/urlTokenCheck-*.js',
          // The lottery gateway's results board and the member's lottery orders: read live from /lgw/*, nothing to show offline.
          '**/LotteryBoard-*.js', '**/LotteryOrdersPage-*.js', '**/lottery-*.js', '**/lottery-*.css', '**/lgw-*.js', '**/resolveLottery-*.js'],
        maximumFileSizeToCacheInBytes: 512 * 1024,
        // A hashed file's URL is its revision: listed as a plain string it costs the worker fewer bytes.
        manifestTransforms: [async (entries) => ({ manifest: entries.map((e) => (e.revision === null ? e.url : e)) as typeof entries, warnings: [] })],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // React 19 ships useSyncExternalStore: the pre-18 shim wouter imports is not needed in the bundle.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)) }],
  },
  worker: { format: 'es' },
  define: { __CATALOGUE_HASH__: JSON.stringify(CATALOGUE_HASH) },
  build: {
    target: 'es2020',
    // Browsers that know system-ui: no long font-family fallback list (each missing family is a font lookup on first layout).
    cssTarget: ['chrome87', 'edge88', 'firefox92', 'safari14'],
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // modulepreload links for the entry's static imports (React DOM, the shared boot chunk...) and for a route page's,
    // so they download alongside it instead of one round trip per level of imports. None for the other dynamic
    // imports: appending dozens of links while the deferred features load made long main-thread tasks; those chunks
    // fetch their few shared deps themselves (precached after a visit).
    modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' ? deps : isPageChunk(file) ? deps.filter((d) => !isFirstScreenChunk(d)) : []) },
    rolldownOptions: {
      output: {
        // Seven hash characters (the bundler's minimum for this many chunks) tell a few hundred files apart; every name is paid for twice, in the
        // first screen's import list and in the service worker's precache list.
        chunkFileNames: (chunk) => {
          const part = CATALOGUE_PART.exec(chunk.facadeModuleId ?? '');
          return part ? `assets/${part[1]}.${part[2]}-${CATALOGUE_HASH}.js` : 'assets/[name]-[hash:7].js';
        },
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // One chunk for what the entry and lazy chunks share, instead of a dozen tiny ones (less overhead, better gzip).
        // React DOM apart: the entry's own body stays small (in an inspected page, V8 re-parses every function on a
        // captured stack; React DOM's own sentinel errors are built without one, see scripts/reactDomSentinels.ts).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\/](react-dom|scheduler)[\/]/, priority: 2 },
            { name: 'boot', test: inBoot, priority: 1 },
            { name: 'tiles', test: inTiles, priority: 1 },
            // The sign-in pages' own modules (scripts/authChunk.ts), without what they share with other pages.
            { name: 'signIn', test: AUTH.test, priority: 1, includeDependenciesRecursively: false },
            // The auto-login gate with its rules: one file every page loads at start, which the sign-in pages import too.
            { name: 'autoLoginGate', test: AUTH.gate, priority: 1, includeDependenciesRecursively: false },
            // What they share with other pages, as one chunk (ahead of the icons and design-system groups, which keep the parts the sign-in pages do not use).
            { name: 'signInShared', test: AUTH.shared, priority: 1, includeDependenciesRecursively: false },
            // The icons (lucide and the shell's set) and the design system (src/ui): one chunk each, not one per icon or component, since
            // every chunk is another entry in the service worker's precache list (its 15 KB budget).
            { name: 'icons', test: /node_modules[\/]lucide-react[\/]|[\/]src[\/]components[\/]icons[\/]shellIcons\.tsx$/, priority: 0 },
            { name: 'ui', test: /[\/]src[\/]ui[\/]/, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': 'http://localhost:8080' },
  },
});
