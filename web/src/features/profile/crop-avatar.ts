import type { PixelCrop } from "react-image-crop";
import { AVATAR_MAX_BYTES } from "../../../../domain/user/profile-rules";

/** The avatar as stored: 150×150 px, JPEG at quality 0.7. */
export const AVATAR_SIZE_PX = 150;
export const AVATAR_JPEG_QUALITY = 0.7;
/** The crop dialog's smallest selection, in displayed pixels, and its default share of the image. */
export const AVATAR_MIN_CROP_PX = 50;
export const AVATAR_DEFAULT_CROP_PERCENT = 90;

/**
 * Draws the selected square of `image` (crop in displayed pixels) onto a 150×150 canvas and
 * encodes it as JPEG; fails when the result is over 5 MB.
 */
export async function cropToAvatar(image: HTMLImageElement, crop: PixelCrop): Promise<Blob> {
	const scaleX = image.naturalWidth / image.width;
	const scaleY = image.naturalHeight / image.height;
	const canvas = document.createElement("canvas");
	canvas.width = AVATAR_SIZE_PX;
	canvas.height = AVATAR_SIZE_PX;
	const context = canvas.getContext("2d");
	if (!context) throw new Error("No 2D canvas");
	context.imageSmoothingQuality = "high";
	// JPEG has no transparency: a transparent PNG gets a white background, not a black one.
	context.fillStyle = "#ffffff";
	context.fillRect(0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
	context.drawImage(
		image,
		crop.x * scaleX,
		crop.y * scaleY,
		crop.width * scaleX,
		crop.height * scaleY,
		0,
		0,
		AVATAR_SIZE_PX,
		AVATAR_SIZE_PX,
	);
	const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", AVATAR_JPEG_QUALITY));
	if (!blob) throw new Error("The image could not be encoded");
	if (blob.size > AVATAR_MAX_BYTES) throw new Error("The cropped image is larger than 5 MB");
	return blob;
}
