/**
 * The path data of every Harbor icon: stroke icons on a 24 unit grid, drawn
 * with a 2 unit round stroke. One constant per icon, so a bundler keeps only
 * the paths an app draws.
 */
export const apple =
  'M12 7c1-2.5 3-3.5 4-3.5M12 8c-2-1.5-7-1.5-7 4.5 0 4.5 3 8.5 5 8.5 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 5-4 5-8.5 0-6-5-6-7-4.5z';
export const cart = 'M3 4h2l2.5 11h11L21 7H6.5M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z';
export const check = 'M5 12.5l4.5 4.5L19 7.5';
export const chevronDown = 'M6 9l6 6 6-6';
export const chevronLeft = 'M15 6l-6 6 6 6';
export const chevronRight = 'M9 6l6 6-6 6';
export const chevronUp = 'M6 15l6-6 6 6';
export const close = 'M6 6l12 12M18 6L6 18';
export const code = 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16';
export const compare = 'M8 4v16M16 4v16M4 8l4-4 4 4M12 16l4 4 4-4';
export const copy = 'M9 9h11v11H9zM5 15H4V4h11v1';
export const design = 'M4 20l4-1 11-11-3-3L5 16zM14 7l3 3';
export const document = 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7';
export const error = 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v6M12 16.5v.5';
export const external = 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';
export const hash = 'M5 9h15M4 15h15M10 3L8 21M16 3l-2 18';
export const heart = 'M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c-2 4.5-9 9-9 9z';
export const info = 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 11v6M12 7.5v.5';
export const internal = 'M5 12h13M13 6l6 6-6 6';
export const leaf = 'M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l8-8';
export const lock = 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v10h-13z';
export const mail = 'M3 6h18v12H3zM3 7l9 6 9-6';
export const menu = 'M4 7h16M4 12h16M4 17h16';
export const message = 'M4 5h16v11H9l-5 4z';
export const minus = 'M5 12h14';
export const pause = 'M8 5v14M16 5v14';
export const pickupPoint = 'M12 21s-7-6.5-7-11.5a7 7 0 0 1 14 0C19 14.5 12 21 12 21zM9 9h6v4H9z';
export const play = 'M8 5v14l11-7z';
export const plus = 'M12 5v14M5 12h14';
export const rotate = 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5';
export const search = 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM16 16l5 5';
export const share = 'M12 15V3M7 8l5-5 5 5M5 12v8h14v-8';
export const sort = 'M8 10l4-4 4 4M8 14l4 4 4-4';
export const star = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z';
export const store = 'M4 9l1.5-5h13L20 9M4 9h16M4 9v11h16V9M10 20v-6h4v6';
export const sun =
  'M12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4';
export const tag = 'M3 12V4h8l10 10-8 8zM7.5 8.5v.5';
export const truck = 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z';
export const upload = 'M12 16V4M6 10l6-6 6 6M4 20h16';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0';
export const warning = 'M12 3l10 18H2zM12 10v5M12 18v.5';
