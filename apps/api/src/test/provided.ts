/** Values the global setups hand to test files through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory tarball. */
    pgliteTemplate: string;
    /** URL of this run's throwaway PostgreSQL database. */
    pgUrl: string;
  }
}

export {};
