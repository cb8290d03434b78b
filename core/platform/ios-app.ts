/**
 * Tells whether a page is shown inside the store's iOS app (SPEC §6 Store
 * users: "detected through a native settings message handler or an
 * app-platform=ios marker in the user agent"). The caller reads the browser.
 */

/**
 * The name of the WebKit message handler the iOS app installs for its
 * native settings; the SPEC does not name it, so this is ours.
 */
export const IOS_SETTINGS_MESSAGE_HANDLER = 'settings';

export interface IosAppSignals {
  readonly userAgent: string;
  /** Whether `window.webkit.messageHandlers[IOS_SETTINGS_MESSAGE_HANDLER]` exists. */
  readonly hasSettingsMessageHandler: boolean;
}

// The marker as a user-agent token: 'app-platform=ios' bounded by the start, the end, a space, ';', '(' or ')'.
const IOS_MARKER = /(?:^|[\s;()])app-platform=ios(?=$|[\s;()])/i;

/**
 * @example isIosApp({ userAgent: 'Mozilla/5.0 (iPhone) app-platform=ios', hasSettingsMessageHandler: false }) // true
 */
export function isIosApp(signals: IosAppSignals): boolean {
  return signals.hasSettingsMessageHandler || IOS_MARKER.test(signals.userAgent);
}
