/** Connectivity notices. */
export const connectivityMessages = {
  offline: 'Sua conexão com a internet foi interrompida.',
  online: 'Sua conexão com a internet foi restabelecida.',
  slow: 'Sua conexão com a internet está lenta. Algumas funcionalidades podem demorar a responder.',
  // Ours: a page that could not be downloaded while offline, inside the shell.
  pageOfflineTitle: 'Não foi possível abrir esta página.',
  pageOfflineBody:
    'Sua conexão com a internet foi interrompida. A página será carregada assim que a conexão voltar.',
  pageRetry: 'TENTAR NOVAMENTE',
} as const;
