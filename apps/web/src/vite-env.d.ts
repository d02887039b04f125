/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fallback environment for `vite dev`, where no server fills index.html's placeholder. */
  readonly VITE_ENVIRONMENT?: string;
}
