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
	plugins: [react(), tailwindcss(), cloudflare({ configPath: "../wrangler.toml" })],
	build: {
		outDir: "../dist",
		emptyOutDir: true,
	},
	server: {
		port: Number(process.env.PORT ?? 5173),
	},
});
