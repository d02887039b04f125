/**
 * The error boundary of the pages inside the shell. A page whose code could not be
 * downloaded (a lazy chunk, typically while offline) keeps the shell and says so where the page
 * would be; when the connection returns the page loads again by itself (a reload: a browser keeps
 * a failed module import failed). Any other error goes on to the root failure screen.
 */
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';
import { connectivityMessages } from '@painel/domain';
import { reloadPage } from '../../../lib/reload-page';

/** The messages Chromium, Firefox and Safari give a failed dynamic import. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i;

export function isPageLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE.test(error.message) || (error instanceof TypeError && !navigator.onLine);
}

export function PageLoadFailure() {
  const error = useRouteError();
  const pageLoad = isPageLoadFailure(error);

  useEffect(() => {
    if (!pageLoad) return undefined;
    const onOnline = () => reloadPage();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [pageLoad]);

  if (!pageLoad) throw error;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={reloadPage}>
            {connectivityMessages.pageRetry}
          </Button>
        }
      >
        <AlertTitle component="h1">{connectivityMessages.pageOfflineTitle}</AlertTitle>
        {connectivityMessages.pageOfflineBody}
      </Alert>
    </Box>
  );
}
