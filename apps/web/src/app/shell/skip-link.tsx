/** 'Pular para o conteúdo': the first stop of the keyboard, shown only when focused. */
import Link from '@mui/material/Link';
import { shellMessages } from '@painel/domain';

export const MAIN_CONTENT_ID = 'conteudo';

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move the focus, not only the scroll: the next Tab continues inside the page.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      }}
    >
      {shellMessages.skipToContent}
    </Link>
  );
}
