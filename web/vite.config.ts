import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `npm run dev` serves the SPA with hot reload and sends API calls to `npm start`'s server.
const apiServer = process.env.CAMPUS_API_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': apiServer, '/boot': apiServer } },
  // The manifest lets the bench find exactly which chunks /login loads.
  build: { outDir: 'dist', manifest: true, sourcemap: false },
})
