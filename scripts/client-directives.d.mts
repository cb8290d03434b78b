/** Why a module's source needs the client (a short reason), or null when it can run in a React Server Component. */
export declare function clientReason(text: string): string | null;
/** Whether the built module must start with "use client". */
export declare function needsClient(source: string): boolean;
