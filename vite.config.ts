import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiServer = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    /** When this build was made; prerendered pages show it until the browser knows the time. */
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    rollupOptions: {
      output: {
        // Each mini-game's chunk carries the game's id, so a page's requests say which games it loaded.
        chunkFileNames: (chunk) => {
          const game = /\/mini-games\/games\/([a-z0-9-]+)\/game\.tsx$/.exec(chunk.facadeModuleId ?? "")?.[1];
          return game ? `assets/games/${game}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API and Socket.IO run in their own process (npm run dev starts both).
    proxy: {
      "/api": apiServer,
      "/healthz": apiServer,
      "/robots.txt": apiServer,
      "/sitemap.xml": apiServer,
      "/socket.io": { target: apiServer, ws: true },
    },
  },
});
