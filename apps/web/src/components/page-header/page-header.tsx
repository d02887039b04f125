/**
 * The top of a page: an optional breadcrumb (a way back), the page's one h1, an optional status
 * beside it (a chip), an optional caption (whose data it is, composed in app/), an optional
 * subtitle, and the page's own actions. Actions sit to the right of the title on wider screens and
 * wrap under it on phones. The title keeps the look every page had (h5, weight 600) so headings
 * read the same across the app; journeys find it by role 'heading' level 1.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function PageHeader({
  title,
  subtitle,
  breadcrumb,
  status,
  caption,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title: a link back to where the page belongs. */
  breadcrumb?: ReactNode;
  /** Beside the title, on its line: a status chip. */
  status?: ReactNode;
  /** Under the title, before the subtitle: whose data the page shows (back office). */
  caption?: ReactNode;
  /** The page's own buttons or toggles. */
  actions?: ReactNode;
}) {
  const heading = (
    <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
  );
  return (
    <Box sx={{ mb: 3 }}>
      {breadcrumb && <Box sx={{ display: 'flex', mb: 1 }}>{breadcrumb}</Box>}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {status ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              {heading}
              {status}
            </Box>
          ) : (
            heading
          )}
          {caption}
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {actions && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 }}>
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
