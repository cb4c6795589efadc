import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The router base comes from the product's homepage setting (SPEC §2), so it lives in package.json only.
const { homepage, version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  homepage: string;
  version: string;
};
export const appBase = `${homepage.replace(/\/$/, '')}/`;

export default defineConfig({
  base: appBase,
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        app: new URL('./index.html', import.meta.url).pathname,
      },
    },
  },
});
