import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getCurrentUserQueryOptions } from "../../auth";

/** The upload is abandoned after 30 s (the spec's limit); the caller tells a timeout from other failures. */
export const UPLOAD_TIMEOUT_MS = 30_000;

export class UploadTimeoutError extends Error {
	constructor() {
		super("Upload took too long");
		this.name = "UploadTimeoutError";
	}
}

/** `POST /api/upload/profile-image`: the cropped JPEG as the multipart field `image`; answers the new URL. */
export async function uploadProfileImage(image: Blob, timeoutMs = UPLOAD_TIMEOUT_MS) {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), timeoutMs);
	try {
		const file = new File([image], "avatar.jpg", { type: image.type || "image/jpeg" });
		return await ok(
			client.api.upload["profile-image"].$post({ form: { image: file } }, { init: { signal: controller.signal } }),
		);
	} catch (error) {
		if (controller.signal.aborted) throw new UploadTimeoutError();
		throw error;
	} finally {
		clearTimeout(timer);
	}
}

/** Uploads and puts the new user (with its profileImageUrl) in the current-user cache, so the header shows it. */
export function useUploadProfileImage({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof uploadProfileImage>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: (image: Blob) => uploadProfileImage(image),
		onSuccess: async (...args) => {
			queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, args[0].user);
			await queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
			await onSuccess?.(...args);
		},
	});
}
