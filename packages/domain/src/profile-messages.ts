/**
 * The words of the access-profiles area (AA 2.3, 8) that the spec does not write: the server's
 * answers to a refused or successful profile change. The spec's own texts for this area (wizard,
 * dialog, mandatory items) are in accountMessages.
 */
export const profileMessages = {
  updated: 'Perfil atualizado com sucesso!',
  nameTaken: 'Já existe um perfil com este nome.',
  baseReadOnly: 'Os perfis padrão não podem ser alterados.',
  productNotContracted: 'Produto não contratado pela empresa.',
  functionalityUnknown: 'Funcionalidade não pertence ao produto informado.',
  productWithoutFunctionality: 'Selecione ao menos uma funcionalidade para cada produto.',
  escalation: 'Você não pode conceder permissões que não possui.',
  notFound: 'Perfil não encontrado.',
  noProducts: 'Nenhum produto encontrado',
  users: (count: number) => (count === 1 ? '1 usuário' : `${count} usuários`),
} as const;
