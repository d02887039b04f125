/**
 * The saved-search detail drawer (PF 3 'Saved search'): which lines it lists and how each value
 * reads. People and companies share the fields under different labels (Nome / Razão social,
 * Data de nascimento / Data de abertura); sex is asked of people only and reads 'Ambos' when
 * empty; any other empty value reads 'Campo vazio'. A search of another kind is a single preview.
 */
import { formatDate, parseDate } from './dates';
import { widgetMessages } from './messages';

export type SavedSearchTarget = 'pessoas' | 'empresas';

type Text = string | number | null | undefined;

export interface SavedSearch {
  buscarPor: SavedSearchTarget;
  nomeOuRazaoSocial?: Text;
  nomeOuRazaoSocialExata?: boolean | null;
  dataNascimentoOuAbertura?: Text;
  sexo?: Text;
  uf?: Text;
  cidade?: Text;
  bairro?: Text;
  cepOuNomeRua?: Text;
  numeroInicial?: Text;
  numeroFinal?: Text;
  complemento?: Text;
}

export interface SavedSearchLine {
  label: string;
  value: string;
}

/** Longest preview of a search of another kind, in characters (ours). */
export const SAVED_SEARCH_PREVIEW_MAX = 80;

const labels = widgetMessages.savedSearch;

function text(value: Text): string {
  const shown = value === null || value === undefined ? '' : String(value).trim();
  return shown === '' ? widgetMessages.emptyField : shown;
}

/** Dates arrive as DD/MM/YYYY or YYYY-MM-DD and are shown as DD/MM/YYYY; other text as sent. */
function date(value: Text): string {
  if (typeof value !== 'string') return text(value);
  const parsed = parseDate(value.trim());
  return parsed ? formatDate(parsed) : text(value);
}

function sex(value: Text): string {
  const code = value === null || value === undefined ? '' : String(value).trim().toUpperCase();
  if (code === '') return widgetMessages.both;
  return code === 'M' || code === 'F' ? labels.sexes[code] : String(value).trim();
}

/** The drawer's lines, in the order a search form asks them. */
export function savedSearchDetails(search: SavedSearch): SavedSearchLine[] {
  const people = search.buscarPor === 'pessoas';
  const lines: SavedSearchLine[] = [
    { label: labels.searchFor, value: people ? labels.people : labels.companies },
    { label: people ? labels.personName : labels.companyName, value: text(search.nomeOuRazaoSocial) },
    {
      label: people ? labels.exactPersonName : labels.exactCompanyName,
      value: search.nomeOuRazaoSocialExata ? widgetMessages.yes : widgetMessages.no,
    },
    { label: people ? labels.birthdate : labels.openingDate, value: date(search.dataNascimentoOuAbertura) },
  ];
  if (people) lines.push({ label: labels.sex, value: sex(search.sexo) });
  lines.push(
    { label: labels.state, value: text(search.uf) },
    { label: labels.city, value: text(search.cidade) },
    { label: labels.district, value: text(search.bairro) },
    { label: labels.zipOrStreet, value: text(search.cepOuNomeRua) },
    { label: labels.numberFrom, value: text(search.numeroInicial) },
    { label: labels.numberTo, value: text(search.numeroFinal) },
    { label: labels.complement, value: text(search.complemento) },
  );
  return lines;
}

/** PF 3: 'Other search keys show a single short preview': the text on one line, cut with '…'. */
export function savedSearchPreview(value: string, max: number = SAVED_SEARCH_PREVIEW_MAX): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  if (oneLine === '') return widgetMessages.emptyField;
  const characters = [...oneLine];
  return characters.length <= max
    ? oneLine
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
