// `npm run deploy`: build, then deploy the Worker with its static assets. Resources (D1, KV, R2),
// remote migrations and secrets are set up once by hand: see README, Deploy.
import { bin } from "./local-env.mjs";
import { run } from "./run.mjs";

await run(bin("vite"), ["build"]);
await run(bin("wrangler"), ["deploy"]);
