/** Rules of notifications the API and the apps share, plain data and functions (no schema library). */

/**
 * What a notification's image may be: a path the portal serves ("/favicon.svg"), never another
 * site's address (a tracking pixel), `//host`, or a `javascript:` or `data:` text.
 */
export const NOTIFICATION_IMAGE_PATTERN = '^/(?![/\\\\])[^\\s?#]+$';

/** Whether an image of a notification is one the portal serves (stored rows are checked again when shown). */
export const isPortalImage = (image: string | null | undefined): image is string =>
  typeof image === 'string' && new RegExp(NOTIFICATION_IMAGE_PATTERN).test(image);
