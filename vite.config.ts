import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA lives in web/; the Cloudflare plugin builds the Worker from wrangler.toml beside it and
// serves both from one origin in `vite dev`.
export default defineConfig({
	root: "web",
	publicDir: "public",
	envDir: "..",
	plugins: [
		react(),
		tailwindcss(),
		cloudflare({
			configPath: "../wrangler.toml",
			// Same local D1/KV/R2/DO state as `npm start` and `wrangler d1 migrations apply --local`.
			persistState: { path: path.resolve(import.meta.dirname, ".wrangler/state") },
		}),
	],
	build: {
		outDir: "../dist",
		emptyOutDir: true,
	},
	server: {
		port: Number(process.env.PORT ?? 5173),
	},
});
