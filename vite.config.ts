import { readdirSync } from "node:fs";
import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

const webSrc = path.resolve(import.meta.dirname, "web/src");

/**
 * Writes `screen-chunks.json` beside the page: for each screen the SPA loads on demand (a dynamic
 * import under web/src/), its module's files that the entry does not already load, JS and CSS. The
 * Worker preloads them with the page of that screen (worker/middleware/page-document.ts).
 */
function screenChunks(): Plugin {
	return {
		name: "adventure-guide:screen-chunks",
		applyToEnvironment: (environment) => environment.name === "client",
		generateBundle(_options, bundle) {
			const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
			const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
			const withImports = (fileName: string, into = new Set<string>()) => {
				if (into.has(fileName)) return into;
				into.add(fileName);
				for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
				return into;
			};
			const initial = new Set(
				chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]),
			);
			const screens: Record<string, { js: string[]; css: string[] }> = {};
			for (const chunk of chunks) {
				if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
				const module = path.relative(webSrc, chunk.facadeModuleId).replace(/\.[jt]sx?$/, "");
				if (module.startsWith("..")) continue;
				const files = [...withImports(chunk.fileName)].filter((file) => !initial.has(file));
				screens[module.split(path.sep).join("/")] = {
					js: files.map((file) => `/${file}`),
					css: files
						.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
						.map((file) => `/${file}`),
				};
			}
			this.emitFile({ type: "asset", fileName: "screen-chunks.json", source: JSON.stringify(screens) });
		},
	};
}

/** `.dev.vars`, or a per-environment `.dev.vars.<env>`: the local secrets file wrangler reads. */
const isDevVars = (name: string) => /^\.dev\.vars(\..+)?$/.test(path.basename(name));

/**
 * The Cloudflare plugin copies the local secrets (.dev.vars, else .env) beside the Worker it builds
 * (dist/<worker>/.dev.vars), for `vite preview`, which nothing here runs: `npm start`, the e2e server
 * and `npm run deploy` read wrangler.toml and the root .dev.vars. A build folder is copied, archived
 * and uploaded, so it never holds them: the file is dropped from the bundle, and a build that still
 * wrote one fails.
 */
function noSecretsInBuild(): Plugin {
	return {
		name: "adventure-guide:no-secrets-in-build",
		enforce: "post",
		generateBundle: {
			order: "post",
			handler(_options, bundle) {
				for (const fileName of Object.keys(bundle)) if (isDevVars(fileName)) delete bundle[fileName];
			},
		},
		writeBundle(options) {
			const dir = options.dir;
			if (!dir) return;
			const found = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(isDevVars);
			if (found.length > 0) {
				this.error(`${found.map((file) => path.join(dir, file)).join(", ")}: local secrets in the build folder`);
			}
		},
	};
}

// The SPA lives in web/; the Cloudflare plugin builds the Worker from wrangler.toml beside it and
// serves both from one origin in `vite dev`.
export default defineConfig({
	root: "web",
	publicDir: "public",
	envDir: "..",
	plugins: [
		react(),
		tailwindcss(),
		screenChunks(),
		cloudflare({
			configPath: "../wrangler.toml",
			// Same local D1/KV/R2/DO state as `npm start` and `wrangler d1 migrations apply --local`.
			persistState: { path: path.resolve(import.meta.dirname, ".wrangler/state") },
		}),
		noSecretsInBuild(),
	],
	build: {
		outDir: "../dist",
		emptyOutDir: true,
		// Every browser the app supports has <link rel="modulepreload">.
		modulePreload: { polyfill: false },
	},
	environments: {
		client: {
			build: {
				rolldownOptions: {
					preserveEntrySignatures: false,
					output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
				},
			},
		},
	},
	server: {
		port: Number(process.env.PORT ?? 5173),
	},
});
