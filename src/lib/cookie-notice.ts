/** localStorage key that remembers the visitor has closed the cookie notice (also named in the privacy and cookie policies). */
export const cookieNoticeStorageKey = 'cookie-notice-dismissed';

/**
 * The attribute on <html> that hides the notice (see globals.css). An inline script in the
 * document head sets it from storage before the first paint, so a notice closed earlier never
 * appears and then vanishes (no layout shift); the close button sets it after storing the choice.
 */
export const cookieNoticeAttribute = 'data-cookie-notice';
export const cookieNoticeDismissedValue = 'dismissed';

/** The head script: plain ES5, no dependencies, never throws (storage may be blocked). */
export const cookieNoticeHeadScript = `try{if(localStorage.getItem(${JSON.stringify(cookieNoticeStorageKey)})==='1')document.documentElement.setAttribute(${JSON.stringify(cookieNoticeAttribute)},${JSON.stringify(cookieNoticeDismissedValue)})}catch(e){}`;
