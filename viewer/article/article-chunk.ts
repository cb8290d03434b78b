/**
 * The code that renders an article from its content tree, a client chunk of its own (views/view-chunks.ts): the
 * page the reader opens shows the server's markup (static-article.ts) and needs it only for the pages after it.
 */
export { ContentNodes } from './ContentNodes';
