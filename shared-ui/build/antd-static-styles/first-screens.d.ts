/**
 * antd's components as the signed-in frame, the portal's home, a line's page and the remotes'
 * first routes draw them. antd keeps one style per component (not per variant or palette),
 * registered when the component first renders: drawing each once here registers what those
 * screens need. A component left out (menus, tabs, dialogs, date pickers: not on a first
 * screen) is styled as before, by antd at run time.
 */
export declare function FirstScreens(): import("react").JSX.Element;
