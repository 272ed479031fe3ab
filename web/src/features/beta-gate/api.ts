import { queryOptions } from "@tanstack/react-query";
import { apiJson, getQueryFn } from "../../lib/api-client";

export const betaStatusQuery = queryOptions({
	queryKey: ["/api/beta/status"] as const,
	queryFn: getQueryFn<{ authenticated: boolean }>({ on401: "throw" }),
	retry: false,
});

export function authenticateBeta(password: string) {
	return apiJson<{ authenticated: boolean }>("POST", "/api/beta/authenticate", { password });
}
