import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The local gateway (npm start) answers the API, uploads, runtime config and the chat socket. */
const gateway = 'http://localhost:3000';
const proxy = {
  '/api': { target: gateway, changeOrigin: true },
  '/uploads': { target: gateway, changeOrigin: true },
  '/config.json': { target: gateway, changeOrigin: true },
  '/ws': { target: gateway, changeOrigin: true, ws: true },
};

export default defineConfig({
  root: webRoot,
  publicDir: fromWeb('./public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': fromWeb('../shared'),
      '@': fromWeb('./src'),
    },
  },
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // React, the router and React Query load on every page: one file instead of six, so the
        // first load makes fewer requests (each costs headers and a round trip on a phone).
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
});
