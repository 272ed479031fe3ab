// `npm run dev`: Vite with the Cloudflare plugin (SPA hot reload + Worker + DO on one port),
// after the same local preparation as `npm start`, with wrangler kept offline.
import { spawn } from "node:child_process";
import { bin, offlineEnv, root } from "./local-env.mjs";
import { prepareLocal } from "./prepare-local.mjs";

await prepareLocal();
const vite = spawn(bin("vite"), ["dev", ...process.argv.slice(2)], { cwd: root, env: offlineEnv, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));
