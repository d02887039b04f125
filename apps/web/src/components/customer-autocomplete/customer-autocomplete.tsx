/**
 * The customer autocomplete of the back office (PF 2 'customer autocomplete (label Cliente,
 * empty Nenhum cliente encontrado, fallback Nome não informado)', PF 7; AA 2.1 report filter):
 * searches GET /customers/list by name, trading name or document as staff type, and, where a
 * screen links to the client page, offers ACESSAR CLIENTE for the chosen one. A failed search is
 * told in an error toast (PF 8 'customer list: normalised message as notification').
 */
import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Customer } from '@painel/contracts';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  customerDisplayName,
  maskDocument,
  sessionMessages,
  widgetMessages,
} from '@painel/domain';
import { ApiError } from '../../lib/api-client';
import { AsyncAutocomplete } from '../async-autocomplete/async-autocomplete';
import { ClientLink } from '../client-link/client-link';
import { useToast } from '../toast/toast-context';
import { fetchCustomers } from './fetch-customers';

export interface CustomerAutocompleteProps {
  value: Customer | null;
  onChange(customer: Customer | null): void;
  label?: string;
  /** How many customers one search brings (PF 7 'autocomplete uses pageSize'). */
  pageSize?: number;
  /** The client page's address with {clientId}: shows ACESSAR CLIENTE once a customer is chosen. */
  clientLinkTemplate?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  errorMessage?: string;
  onBlur?(): void;
  /** The text input: a form focuses it on an error. */
  inputRef?: Ref<HTMLInputElement>;
}

async function searchCustomers(filter: string, pageSize: number, signal: AbortSignal): Promise<Customer[]> {
  const page = await fetchCustomers({ filter, numPage: DEFAULT_PAGE, numPageSize: pageSize }, signal);
  return page.list;
}

function CustomerOption({ customer }: { customer: Customer }) {
  const name = customerDisplayName(customer);
  const details = [
    customer.tradingName && customer.tradingName !== name ? customer.tradingName : null,
    maskDocument(customer.document),
  ].filter(Boolean);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {details.join(' · ')}
      </Typography>
    </Box>
  );
}

export function CustomerAutocomplete({
  value,
  onChange,
  label = widgetMessages.customerLabel,
  pageSize = DEFAULT_PAGE_SIZE,
  clientLinkTemplate,
  id,
  required,
  disabled,
  errorMessage,
  onBlur,
  inputRef,
}: CustomerAutocompleteProps) {
  const toast = useToast();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <AsyncAutocomplete<Customer>
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          search={(text, signal) => searchCustomers(text, pageSize, signal)}
          onError={(error) =>
            toast.error(error instanceof ApiError ? error.message : sessionMessages.defaultError)
          }
          getOptionLabel={customerDisplayName}
          getOptionKey={(customer) => customer.id}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          renderOption={(customer) => <CustomerOption customer={customer} />}
          noOptionsText={widgetMessages.customerEmpty}
          required={required}
          disabled={disabled}
          errorMessage={errorMessage}
          onBlur={onBlur}
          inputRef={inputRef}
        />
      </Box>
      {clientLinkTemplate && value && (
        <Box sx={{ pt: 1 }}>
          <ClientLink template={clientLinkTemplate} clientId={value.id} />
        </Box>
      )}
    </Box>
  );
}
