/**
 * Words a family must never read: configuration variables, the services behind the app, the
 * machinery. The operator's hint (`placesProviderHint`) is the admin area's and names them on purpose.
 */
export const CONFIG_WORDS =
	/PLACES_PROVIDER|ROUTES_PROVIDER|GOOGLE_MAPS_API_KEY|OPENAI_API_KEY|\bOSRM\b|\bAPI key\b|\bserver\b|\bprovider\b|\bcatalog\b|\b[A-Z]{2,}_[A-Z_]{2,}\b|\benv\b/i;
