/** The id of this build, compiled in by server/build-id-plugin.ts. */
declare const __BUILD_ID__: string;
