/**
 * The attributes the content build puts on a props table (`::props`) and the
 * viewer reads to lay it out: the table's kind, and each cell's column name,
 * which a row shown as a stacked card on a phone repeats beside its value.
 */

/** Attribute and value that mark a table as a props table. */
export const PROPS_TABLE_KIND_ATTRIBUTE = 'data-kind';
export const PROPS_TABLE_KIND = 'props';
/** Attribute holding a cell's column name. */
export const PROPS_CELL_LABEL_ATTRIBUTE = 'data-label';
