import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The site lives under /m on every merchant's domain; the service worker is emitted as /m/sw.js.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest is per merchant, served by /wps/system/manifest.json.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['**/sw.js'],
        maximumFileSizeToCacheInBytes: 512 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2020',
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/wps': 'http://localhost:8080' },
  },
});
