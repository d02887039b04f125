/**
 * Adds a company's exception: staff search the customers (the kit's customer autocomplete, GET
 * /customers/list) and add the one chosen.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Customer } from '@painel/contracts';
import { customerDisplayName, featureFlagMessages, validationMessages } from '@painel/domain';
import { CustomerAutocomplete } from '../../../components/customer-autocomplete/customer-autocomplete';

interface CompanyAdderProps {
  listed: readonly number[];
  disabled: boolean;
  onAdd: (company: { companyId: number; companyName: string }) => void;
}

export function CompanyAdder({ listed, disabled, onAdd }: CompanyAdderProps) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);

  const add = () => {
    if (!customer) return setError(validationMessages.required);
    if (listed.includes(customer.id)) return setError(featureFlagMessages.alreadyListed);
    onAdd({ companyId: customer.id, companyName: customerDisplayName(customer) });
    setCustomer(null);
    setError(undefined);
  };

  return (
    // Wraps on a phone: the customer search keeps a usable width.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <CustomerAutocomplete
          value={customer}
          onChange={(chosen) => {
            setCustomer(chosen);
            setError(undefined);
          }}
          disabled={disabled}
          errorMessage={error}
        />
      </Box>
      <Button variant="outlined" disabled={disabled} onClick={add} sx={{ height: 56, flexShrink: 0 }}>
        {featureFlagMessages.add}
      </Button>
    </Box>
  );
}
