/** Package name -> its source entry (scripts/workspace-sources.mjs). */
export declare const workspaceSources: Readonly<Record<'@harbor/react' | '@harbor/icons', string>>;
