/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fallback environment for `vite dev`, where no server fills index.html's placeholder. */
  readonly VITE_ENVIRONMENT?: string;
  /** The provider's domains a redirectURL may lead to, comma-separated; 'painel.example' when unset. */
  readonly VITE_REDIRECT_HOSTS?: string;
}
