import html2canvas from "html2canvas-pro";
import { BUG_SCREENSHOT_MAX_CHARS } from "../../../../domain/bug-report/bug-report-rules";
import { WIDGET_ATTRIBUTE } from "./widget-marker";

/** The spec's capture settings: 80 % scale, JPEG quality 0.7. */
const SCALE = 0.8;
const JPEG_QUALITY = 0.7;
/** A page whose JPEG would pass 2 MB at 0.7 gets one more try at this quality. */
const FALLBACK_QUALITY = 0.4;

/**
 * Left out of the picture: the widget itself, dialogs and fixed overlays (toasts, popovers,
 * backdrops), so the screenshot shows the page the bug is on rather than what sits above it.
 */
function isOverlay(element: Element): boolean {
	if (element.hasAttribute(WIDGET_ATTRIBUTE)) return true;
	const role = element.getAttribute("role");
	if (role === "dialog" || role === "alertdialog" || element.tagName === "DIALOG") return true;
	return element instanceof HTMLElement && getComputedStyle(element).position === "fixed";
}

/**
 * What the visitor sees (the viewport, not the whole scrolled page) as a JPEG data URL under
 * 2 MB. Loaded only when the bug button is clicked: html2canvas is a large library.
 */
export async function captureScreenshot(): Promise<string> {
	const canvas = await html2canvas(document.body, {
		scale: SCALE,
		x: window.scrollX,
		y: window.scrollY,
		width: window.innerWidth,
		height: window.innerHeight,
		useCORS: true,
		logging: false,
		ignoreElements: isOverlay,
	});
	let url = canvas.toDataURL("image/jpeg", JPEG_QUALITY);
	if (url.length > BUG_SCREENSHOT_MAX_CHARS) url = canvas.toDataURL("image/jpeg", FALLBACK_QUALITY);
	if (url.length > BUG_SCREENSHOT_MAX_CHARS || !url.startsWith("data:image/jpeg;base64,")) {
		throw new Error("The screenshot is too large or not a JPEG");
	}
	return url;
}
