import { describe, expect, it } from 'vitest';
import { hasAcceptedExtension, validateDropzone } from './uploads';

const named = (...names: string[]) => names.map((name) => ({ name }));
const many = (count: number) => named(...Array.from({ length: count }, (_, i) => `arquivo-${i}.csv`));

describe('hasAcceptedExtension', () => {
  it.each<[string, string[]]>([
    ['planilha.csv', ['csv']],
    ['PLANILHA.CSV', ['.csv']],
    ['contrato.pdf', ['csv', 'PDF']],
    ['backup.tar.gz', ['tar.gz']],
    ['foto.final.jpeg', ['jpg', 'jpeg']],
    ['qualquer.exe', []],
  ])('accepts %j for %j', (name, accept) => {
    expect(hasAcceptedExtension(name, accept)).toBe(true);
  });

  it.each<[string, string[]]>([
    ['planilha.xlsx', ['csv']],
    ['planilha.csv.exe', ['csv']],
    ['semextensao', ['csv']],
    ['.csv', ['csv']],
    ['arquivocsv', ['csv']],
    ['backup.gz', ['tar.gz']],
  ])('refuses %j for %j', (name, accept) => {
    expect(hasAcceptedExtension(name, accept)).toBe(false);
  });
});

describe('validateDropzone', () => {
  describe('takes drops within the limit and with supported files', () => {
    it.each<[string, { name: string }[], number | undefined]>([
      ['one file', named('a.csv'), undefined],
      ['ten files by default', many(10), undefined],
      ['mixed case', named('A.CSV', 'b.Csv'), undefined],
      ['three files with a limit of 3', many(3), 3],
      ['an empty drop', [], undefined],
    ])('%s', (_label, files, maxFiles) => {
      expect(validateDropzone(files, { maxFiles, accept: ['csv'] })).toEqual({
        accepted: files,
        rejectedCount: 0,
        message: null,
      });
    });
  });

  describe('refuses a drop with too many files, whole', () => {
    it.each<[{ name: string }[], number | undefined, string]>([
      [many(11), undefined, 'Não é possível enviar mais de 10 arquivos por vez.'],
      [many(25), undefined, 'Não é possível enviar mais de 10 arquivos por vez.'],
      [many(4), 3, 'Não é possível enviar mais de 3 arquivos por vez.'],
      [many(6), 5, 'Não é possível enviar mais de 5 arquivos por vez.'],
      [named('a.exe', 'b.exe', 'c.exe'), 2, 'Não é possível enviar mais de 2 arquivos por vez.'],
    ])('%# (%i max)', (files, maxFiles, message) => {
      expect(validateDropzone(files, { maxFiles, accept: ['csv'] })).toEqual({
        accepted: [],
        rejectedCount: files.length,
        message,
      });
    });
  });

  describe('refuses and counts unsupported files', () => {
    it.each<[string[], string[], number, string]>([
      [['a.csv', 'b.pdf'], ['a.csv'], 1, '1 arquivo não suportado'],
      [['a.exe', 'b.pdf'], [], 2, '2 arquivos não suportados'],
      [['a.csv', 'b.txt', 'c.csv', 'd.doc', 'e'], ['a.csv', 'c.csv'], 3, '3 arquivos não suportados'],
      [['semextensao'], [], 1, '1 arquivo não suportado'],
      [['a.csv.zip'], [], 1, '1 arquivo não suportado'],
    ])('%j', (names, acceptedNames, rejectedCount, message) => {
      expect(validateDropzone(named(...names), { accept: ['.csv'] })).toEqual({
        accepted: named(...acceptedNames),
        rejectedCount,
        message,
      });
    });
  });

  it('hands back the very objects it was given', () => {
    const file = { name: 'a.csv', size: 10 };
    expect(validateDropzone([file], { accept: ['csv'] }).accepted[0]).toBe(file);
  });
});
