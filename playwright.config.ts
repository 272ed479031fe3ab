import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium, never a downloaded browser. /usr/bin/chromium is a shell wrapper that prints
// noise; the binary behind it works directly.
const chromium = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(
	(candidate): candidate is string => !!candidate && existsSync(candidate),
);
const port = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
	testDir: "tests/e2e",
	outputDir: "test-results/artifacts",
	fullyParallel: false,
	workers: 1,
	forbidOnly: !!process.env.CI,
	retries: 0,
	reporter: [["list"]],
	timeout: 60_000,
	use: {
		baseURL: `http://localhost:${port}`,
		trace: "retain-on-failure",
		screenshot: "only-on-failure",
		launchOptions: {
			executablePath: chromium,
			args: [
				"--no-sandbox",
				"--disable-gpu",
				"--disable-quic",
				"--disable-background-networking",
				"--disable-component-update",
				"--disable-sync",
				"--no-first-run",
			],
		},
	},
	projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
	webServer: {
		command: "node scripts/e2e-server.mjs",
		url: `http://localhost:${port}/api/health`,
		timeout: 120_000,
		reuseExistingServer: false,
		stdout: "ignore",
		stderr: "pipe",
	},
});
