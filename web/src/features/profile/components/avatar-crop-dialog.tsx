import { useRef, useState } from "react";
import ReactCrop, { type Crop, centerCrop, convertToPixelCrop, makeAspectCrop, type PixelCrop } from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { UploadTimeoutError, useUploadProfileImage } from "../api/upload-profile-image";
import { AVATAR_DEFAULT_CROP_PERCENT, AVATAR_MIN_CROP_PX, cropToAvatar } from "../crop-avatar";

function uploadFailed(error: unknown) {
	if (error instanceof UploadTimeoutError) {
		toast({
			title: "Upload timeout",
			description: "Upload took too long. Please try a smaller image.",
			variant: "destructive",
		});
	} else {
		toast({ title: "Upload failed", description: "Failed to upload image. Please try again.", variant: "destructive" });
	}
}

/**
 * Crops the chosen photo to a square (circular guide, at least 50 px, 90 % selected at first),
 * then uploads it as a 150×150 JPEG. `src` is an object URL of the chosen file.
 */
export function AvatarCropDialog({ src, onClose }: { src: string | null; onClose: () => void }) {
	const image = useRef<HTMLImageElement>(null);
	const [crop, setCrop] = useState<Crop>();
	const [completed, setCompleted] = useState<PixelCrop>();
	const [preparing, setPreparing] = useState(false);
	const upload = useUploadProfileImage({
		mutationConfig: {
			onSuccess: () => {
				toast({ title: "Profile picture updated", variant: "success" });
				onClose();
			},
			onError: uploadFailed,
		},
	});
	const busy = preparing || upload.isPending;

	async function save() {
		if (!image.current || !completed?.width || !completed.height) return;
		setPreparing(true);
		try {
			const blob = await cropToAvatar(image.current, completed);
			upload.mutate(blob);
		} catch (error) {
			uploadFailed(error);
		} finally {
			setPreparing(false);
		}
	}

	return (
		<Dialog
			open={src !== null}
			onOpenChange={(open) => {
				if (!open && !busy) onClose();
			}}
			title="Crop your photo"
			description="Drag the circle to choose what shows in your avatar."
			className="max-w-lg"
		>
			{src && (
				<div className="flex justify-center rounded-2xl bg-sand-100 p-2">
					<ReactCrop
						crop={crop}
						onChange={(_pixel, percent) => setCrop(percent)}
						onComplete={(pixel) => setCompleted(pixel)}
						aspect={1}
						circularCrop
						keepSelection
						minWidth={AVATAR_MIN_CROP_PX}
						minHeight={AVATAR_MIN_CROP_PX}
						className="max-h-[55dvh]"
					>
						<img
							ref={image}
							src={src}
							alt="Selection to crop for your avatar"
							className="max-h-[55dvh] w-auto"
							onLoad={(event) => {
								const { width, height } = event.currentTarget;
								const initial = centerCrop(
									makeAspectCrop({ unit: "%", width: AVATAR_DEFAULT_CROP_PERCENT }, 1, width, height),
									width,
									height,
								);
								setCrop(initial);
								setCompleted(convertToPixelCrop(initial, width, height));
							}}
							onError={() => {
								uploadFailed(new Error("not an image"));
								onClose();
							}}
						/>
					</ReactCrop>
				</div>
			)}
			<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
				<Button variant="outline" onClick={onClose} disabled={busy}>
					Cancel
				</Button>
				<Button onClick={save} disabled={busy || !completed?.width}>
					{busy ? "Uploading..." : "Save Photo"}
				</Button>
			</div>
		</Dialog>
	);
}
