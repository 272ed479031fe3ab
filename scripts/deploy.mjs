// `npm run deploy`: build, then deploy the Worker with its static assets. Resources (D1, KV, R2),
// remote migrations and secrets are set up once by hand: see README, Deploy.
import { bin } from "./local-env.mjs";
import { run } from "./run.mjs";

await run(bin("vite"), ["build"]);
// DEPLOYED=true: with no places provider chosen, the Worker adds OpenStreetMap beyond the catalog's
// sample destinations (worker/config.ts). `npm start`, dev, the e2e server and the tests never set it.
await run(bin("wrangler"), ["deploy", "--var", "DEPLOYED:true"]);
