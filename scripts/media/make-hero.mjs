// Makes the landing hero's background video and poster from hero-scene.svg (drawn for the product).
// Not part of the build or of `npm test`: run it by hand after editing the scene, then commit the output.
//   node scripts/media/make-hero.mjs            -> web/public/media/hero.webm, hero.mp4, hero-poster.webp, hero-poster.jpg
//   node scripts/media/make-hero.mjs --preview  -> one frame into /tmp/hero-frame.png
// Needs Debian's Chromium (as the e2e suite) and ffmpeg (`apt-get install -y ffmpeg`).
// Frames are taken with the SVG timeline paused and set to each instant (24 fps, 12 s), so the loop is exact
// and no frame is dropped, whatever the machine's speed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");
const scene = pathToFileURL(path.join(import.meta.dirname, "hero-scene.svg")).href;
const out = path.join(root, "web/public/media");
const fps = 24;
const seconds = 12;
const width = 960;
const height = 540;
const posterAt = 5; // seconds: the van is in the middle of the valley

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
	args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width, height } });
await page.goto(scene);
await page.evaluate(
	([w, h]) => {
		document.documentElement.setAttribute("width", String(w));
		document.documentElement.setAttribute("height", String(h));
	},
	[width, height],
);
const frameAt = (t, file) =>
	page
		.evaluate((time) => {
			const svg = document.documentElement;
			svg.pauseAnimations();
			svg.setCurrentTime(time);
		}, t)
		.then(() => page.screenshot({ path: file, type: "png" }));

if (process.argv.includes("--preview")) {
	await frameAt(posterAt, "/tmp/hero-frame.png");
	await browser.close();
	process.exit(0);
}

const frames = mkdtempSync(path.join(tmpdir(), "hero-frames-"));
for (let i = 0; i < fps * seconds; i++) {
	await frameAt(i / fps, path.join(frames, `f${String(i).padStart(4, "0")}.png`));
}
await frameAt(posterAt, path.join(frames, "poster.png"));
await browser.close();

mkdirSync(out, { recursive: true });
const input = ["-y", "-loglevel", "error", "-framerate", String(fps), "-i", path.join(frames, "f%04d.png")];
// VP9 (every current browser) and H.264 (older Safari); no audio track at all.
execFileSync("ffmpeg", [
	...input,
	"-an",
	"-c:v",
	"libvpx-vp9",
	"-b:v",
	"0",
	"-crf",
	"40",
	"-row-mt",
	"1",
	"-pix_fmt",
	"yuv420p",
	path.join(out, "hero.webm"),
]);
execFileSync("ffmpeg", [
	...input,
	"-an",
	"-c:v",
	"libx264",
	"-preset",
	"slow",
	"-crf",
	"28",
	"-pix_fmt",
	"yuv420p",
	"-movflags",
	"+faststart",
	path.join(out, "hero.mp4"),
]);
const poster = ["-y", "-loglevel", "error", "-i", path.join(frames, "poster.png")];
execFileSync("ffmpeg", [...poster, "-c:v", "libwebp", "-quality", "70", path.join(out, "hero-poster.webp")]);
execFileSync("ffmpeg", [...poster, "-q:v", "5", path.join(out, "hero-poster.jpg")]);
rmSync(frames, { recursive: true });

for (const file of ["hero.webm", "hero.mp4", "hero-poster.webp", "hero-poster.jpg"]) {
	console.log(`${file}\t${(statSync(path.join(out, file)).size / 1024).toFixed(1)} KB`);
}
