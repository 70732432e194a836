/**
 * The session hint: a cookie without any secret, readable by the page, set and cleared with
 * the HttpOnly refresh cookie. It tells the page whether a session may be restored, so a
 * visitor who never signed in costs no refresh call (and no 401 in the console) at start.
 */
export const SESSION_HINT_COOKIE = 'portal_session';
