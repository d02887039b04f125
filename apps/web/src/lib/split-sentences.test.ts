import { describe, expect, it } from 'vitest';
import { sessionMessages } from '@painel/domain';
import { splitSentences } from './split-sentences';

describe('splitSentences', () => {
  it.each([
    [
      sessionMessages.invalidSession,
      ['Sua sessão expirou ou está inválida.', 'Faça um novo login para continuar.'],
    ],
    [
      sessionMessages.sharedLogin,
      [
        'Se sua sessão encerrou antes dos 30 minutos seu login pode estar sendo compartilhado.',
        'Para sua segurança, altere sua senha e não compartilhe seu login.',
      ],
    ],
    ['Uma frase só.', ['Uma frase só.']],
    ['Sem ponto final', ['Sem ponto final']],
    // An ellipsis ends a line like a period; one at the very end stays with its sentence.
    [
      sessionMessages.communicationFailure,
      [
        'Falha ao estabelecer comunicação com o sistema.',
        'Verifique sua conexão e tente novamente em alguns instantes.',
      ],
    ],
    ['Falha ao estabelecer comunicação...', ['Falha ao estabelecer comunicação...']],
    ['Aguarde... Tente novamente.', ['Aguarde...', 'Tente novamente.']],
    // A period inside a number or an address is no sentence end.
    [
      'Limite de R$ 1.500,00 atingido. Fale com o suporte.',
      ['Limite de R$ 1.500,00 atingido.', 'Fale com o suporte.'],
    ],
    ['Escreva para suporte@painel.com.br. Obrigado.', ['Escreva para suporte@painel.com.br.', 'Obrigado.']],
    ['Primeira.\nSegunda', ['Primeira.', 'Segunda']],
    ['  Espaços.   Demais.  ', ['Espaços.', 'Demais.']],
    ['', []],
  ])('%j', (message, lines) => {
    expect(splitSentences(message)).toEqual(lines);
  });
});
