/**
 * The one MUI theme: palette, type, shape and per-component defaults, with MUI's pt-BR locale so
 * built-in texts ('Fechar', 'Linhas por página:') are Portuguese. The colours are the domain's
 * `brandColors`.
 */
import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import { brandColors } from '@painel/domain';

declare module '@mui/material/Paper' {
  interface PaperPropsVariantOverrides {
    panel: true;
  }
}

// Re-exported: the screens that paint with the brand read it from the theme.
export { brandColors };

/** What keeps moving under reduced motion: the progress indicators and their parts. */
const MOVING_ON_PURPOSE = [
  '.MuiCircularProgress-root',
  '.MuiCircularProgress-root *',
  '.MuiLinearProgress-root *',
].join(', ');

export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: brandColors.primary, dark: brandColors.primaryDark, light: brandColors.primaryLight },
      secondary: { main: brandColors.secondary },
      background: { default: brandColors.background, paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 500, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 500, lineHeight: 1.3 },
      // Card and list-item titles ('Consumo por produto', an invoice's number) are semi-bold.
      subtitle1: { fontWeight: 600 },
      // Labels come from the catalogue already cased ('Entrar', 'RECARREGAR PÁGINA'): keep them as written.
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      // Whoever asks their system for less motion gets none: transitions, ripples and skeleton
      // waves end at once (WCAG 2.3.3). Spinners and progress bars keep turning: they say work
      // goes on, and stopped they would say nothing.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            [`*:not(${MOVING_ON_PURPOSE}), *::before, *::after`]: {
              animationDuration: '1ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '1ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      // A page's content box: 24 px above and below. Bars that sit on top of a page (breadcrumbs,
      // section links) set their own top padding and none below.
      MuiContainer: { styleOverrides: { root: { paddingTop: 24, paddingBottom: 24 } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { paddingInline: 20 }, sizeLarge: { minHeight: 48 } },
      },
      MuiPaper: {
        styleOverrides: { rounded: { borderRadius: 12 } },
        // A block of a page (a form, a summary, a panel of files): outlined, padded 16 px on phones
        // and 24 px from sm up. <Paper variant="panel"> instead of outlined + the padding in sx.
        variants: [
          {
            props: { variant: 'panel' },
            style: ({ theme }) => ({
              border: `1px solid ${theme.palette.divider}`,
              padding: theme.spacing(2),
              [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
            }),
          },
        ],
      },
      MuiAlert: { styleOverrides: { root: { alignItems: 'flex-start' } } },
      // A read-only field must not look editable: a grey fill and a dotted border, no focus ring
      // colour (it stays focusable and its label keeps full contrast, unlike a disabled one).
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.MuiInputBase-readOnly': {
              backgroundColor: theme.palette.action.hover,
              '& .MuiOutlinedInput-notchedOutline, &:hover .MuiOutlinedInput-notchedOutline': {
                borderStyle: 'dotted',
                borderColor: theme.palette.text.disabled,
              },
              '& input': { cursor: 'default' },
            },
          }),
        },
      },
      // A drawer that opens over the page (the right-hand drawers, the phone's menu) is a
      // modal, so it takes the modals' layer, above the top bar (drawer + 1 on desktop): its title
      // and its close button are never under the bar. The permanent side menu keeps the drawer layer.
      MuiDrawer: { styleOverrides: { modal: ({ theme }) => ({ zIndex: theme.zIndex.modal }) } },
    },
  },
  ptBR,
);
