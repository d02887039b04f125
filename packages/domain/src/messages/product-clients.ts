/** Registration of sibling products' OAuth clients in the back office (issue 13). Our words: the spec is silent. */
export const productClientMessages = {
  idInvalid:
    'Use de 3 a 64 letras minúsculas, números, ponto, hífen ou sublinhado, começando por letra ou número.',
  idTaken: 'Já existe uma aplicação cliente com este identificador.',
  productUnknown: 'Produto não encontrado.',
  uriInvalid: 'Informe um endereço completo (https://…); http só para localhost fora de produção.',
  originInvalid: 'Informe apenas a origem (esquema, domínio e porta), sem caminho.',
  publicHasNoSecret: 'Uma aplicação cliente pública não tem segredo.',
  resourceInvalid: 'Informe um endereço completo (https://…), sem consulta (?) nem fragmento (#).',
  resourceTaken: 'Outra aplicação cliente já responde por este recurso.',
  resourceNeedsSecret: 'Só uma aplicação cliente confidencial pode ser um servidor de recursos.',
} as const;
