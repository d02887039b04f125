/**
 * The modules (functionalities) of one product as switches, PROFILE_PERMISSIONS_PAGE_SIZE per page,
 * each with the permissions it carries, and 'Selecionar todos' for the product.
 * Mandatory items stay on and say why; what the caller may not grant stays off and says why.
 * Read-only in view mode. Used by the wizard's third step and by the permissions dialog.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Pagination from '@mui/material/Pagination';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { ProfileProduct } from '@painel/contracts';
import { PROFILE_PERMISSIONS_PAGE_SIZE, accountMessages, profileMessages } from '@painel/domain';
import { canSwitch } from '../lib/selection';

export interface ProductFunctionalitiesProps {
  product: ProfileProduct;
  active: ReadonlySet<number>;
  readOnly: boolean;
  onChange(next: ReadonlySet<number>): void;
}

export function ProductFunctionalities({ product, active, readOnly, onChange }: ProductFunctionalitiesProps) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const pages = Math.max(1, Math.ceil(product.functionalities.length / PROFILE_PERMISSIONS_PAGE_SIZE));
  const shown = product.functionalities.slice(
    (page - 1) * PROFILE_PERMISSIONS_PAGE_SIZE,
    page * PROFILE_PERMISSIONS_PAGE_SIZE,
  );
  const switchable = product.functionalities.filter((f) => canSwitch(f));
  const allOn = product.functionalities.every((f) => active.has(f.id) || !canSwitch(f));

  const toggle = (id: number, on: boolean) => {
    const next = new Set(active);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const selectAll = (on: boolean) => {
    const next = new Set(active);
    for (const f of switchable) {
      if (on) next.add(f.id);
      else if (!f.mandatory) next.delete(f.id);
    }
    onChange(next);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {profileMessages.modulesLabel(product.name)}
        </Typography>
        {!readOnly && (
          <FormControlLabel
            control={
              <Switch
                checked={allOn}
                onChange={(event) => selectAll(event.target.checked)}
                disabled={switchable.length === 0}
              />
            }
            label={profileMessages.selectAll}
          />
        )}
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {shown.map((f) => {
          const locked = f.mandatory || (!f.grantable && !active.has(f.id));
          const note = f.mandatory
            ? accountMessages.mandatoryFunctionality
            : !f.grantable
              ? profileMessages.notGrantable
              : null;
          const noteId = `${headingId}-f${f.id}`;
          const permissions = product.permissions.filter((p) => p.functionalityId === f.id);
          return (
            <Box
              component="li"
              key={f.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <FormControlLabel
                control={
                  <Switch
                    checked={active.has(f.id)}
                    disabled={readOnly || locked}
                    onChange={(event) => toggle(f.id, event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': note && !readOnly ? noteId : undefined } }}
                  />
                }
                label={f.label}
              />
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {permissions.map((p) => (
                  <Typography component="li" variant="body2" color="text.secondary" key={p.id}>
                    {p.label}
                    {p.mandatory && (
                      <Box
                        component="span"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 1 }}
                      >
                        <LockIcon fontSize="inherit" aria-hidden />
                        {accountMessages.mandatoryPermission}
                      </Box>
                    )}
                  </Typography>
                ))}
              </Box>
              {note && !readOnly && <FormHelperText id={noteId}>{note}</FormHelperText>}
            </Box>
          );
        })}
      </Box>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
        />
      )}
    </Box>
  );
}
