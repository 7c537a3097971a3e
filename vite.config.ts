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
