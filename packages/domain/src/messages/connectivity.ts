/** Connectivity notices (PF 4). */
export const connectivityMessages = {
  offline: 'Sua conexão com a internet foi interrompida.',
  online: 'Sua conexão com a internet foi restabelecida.',
  slow: 'Sua conexão com a internet está lenta. Algumas funcionalidades podem demorar a responder.',
} as const;
