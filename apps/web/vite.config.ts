import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildIdPlugin } from './server/build-id-plugin.ts';
import { chunkGroups } from './server/chunk-groups.ts';
import { featureStylesPlugin } from './server/feature-styles-plugin.ts';
import { precompressPlugin } from './server/precompress-plugin.ts';

export default defineConfig({
  plugins: [
    featureStylesPlugin(fileURLToPath(new URL('./app', import.meta.url))),
    reactRouter(),
    buildIdPlugin(),
    precompressPlugin(),
  ],
  resolve: { tsconfigPaths: true },
  optimizeDeps: {
    include: ['@mantine/core', '@mantine/hooks', '@mantine/nprogress', '@tabler/icons-react'],
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3001' } },
});
