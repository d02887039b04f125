/**
 * The rule popper of PF 5: each password rule shown passed or failed as the user types, and the
 * 0-5 strength meter ('Força da senha'). The judging is the domain's (checkPasswordRules,
 * passwordStrength), the same code the server runs; this file only draws it.
 *
 * The popper stays mounted while closed so the field can point at it with aria-describedby:
 * screen-reader users hear the rules when they reach the field, sighted users see them beside it.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import {
  PASSWORD_RULE_IDS,
  checkPasswordRules,
  passwordMessages,
  passwordRuleLabels,
  passwordStrength,
  passwordStrengthLabel,
  type PasswordContext,
  type PasswordStrength,
} from '@painel/domain';

const METER_COLOR: Record<PasswordStrength, 'error' | 'warning' | 'info' | 'success'> = {
  0: 'error',
  1: 'error',
  2: 'warning',
  3: 'info',
  4: 'success',
  5: 'success',
};
const MAX_STRENGTH = 5;

export function PasswordStrengthMeter({
  password,
  context,
}: {
  password: string;
  context?: PasswordContext;
}) {
  const score = passwordStrength(password, context);
  const label = passwordStrengthLabel(score);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {passwordMessages.strengthTitle}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {label}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        color={METER_COLOR[score]}
        value={(score / MAX_STRENGTH) * 100}
        aria-label={passwordMessages.strengthTitle}
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

export interface PasswordRulesProps {
  /** Referenced by the password field's aria-describedby. */
  id: string;
  password: string;
  context?: PasswordContext;
}

/** The list of rules and the meter, without the popper (also usable inline). */
export function PasswordRules({ id, password, context }: PasswordRulesProps) {
  const results = checkPasswordRules(password, context);
  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" component="p">
        {passwordMessages.rulesTitle}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        {PASSWORD_RULE_IDS.map((ruleId) => {
          const passed = results[ruleId];
          return (
            <Box
              component="li"
              key={ruleId}
              data-rule={ruleId}
              data-passed={passed}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
            >
              {passed ? (
                <CheckCircle fontSize="small" color="success" aria-hidden="true" />
              ) : (
                <Cancel fontSize="small" color="error" aria-hidden="true" />
              )}
              <Typography variant="body2" component="span">
                {passwordRuleLabels[ruleId]}
                {/* The icon's meaning, for those who do not see it. */}
                <Box component="span" sx={visuallyHidden}>
                  {`: ${passed ? passwordMessages.rulePassed : passwordMessages.ruleFailed}`}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
      <PasswordStrengthMeter password={password} context={context} />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface PasswordRulesPopperProps extends PasswordRulesProps {
  /** The field the popper sits beside; usually the input's wrapper. */
  anchorEl: HTMLElement | null;
  open: boolean;
}

/** PF 5 'Rule popper': beside the field on wide screens, flipped below it when there is no room. */
export function PasswordRulesPopper({ anchorEl, open, ...rules }: PasswordRulesPopperProps) {
  return (
    <Popper
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      placement="right-start"
      keepMounted
      // Kept beside its field in the page (inside <main> or the dialog, for landmarks and focus
      // traps); 'fixed' lets it overflow a scrolling dialog instead of being clipped by it.
      disablePortal
      popperOptions={{ strategy: 'fixed' }}
      modifiers={[
        { name: 'offset', options: { offset: [0, 12] } },
        { name: 'flip', options: { fallbackPlacements: ['bottom-start', 'top-start'] } },
      ]}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      <Paper elevation={6} sx={{ p: 2, width: 300, maxWidth: 'calc(100vw - 32px)' }}>
        <PasswordRules {...rules} />
      </Paper>
    </Popper>
  );
}
