import base from "./vite.config";
export default { ...base, build: { ...base.build, outDir: "/tmp/perf-dist", minify: false } };
