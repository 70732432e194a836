/**
 * The first segment of the host's query keys: the page's one cache is shared with the remotes
 * (each starts its keys with its own namespace, 'admin', 'customer', 'permissions').
 */
export const HOST_KEY = 'host';
