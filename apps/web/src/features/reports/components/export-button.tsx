/**
 * EXTRAIR RELATÓRIO: asks for the export of the searched filter in the chosen format and
 * opens the signed link in a new window; when the browser blocks the window, the link is shown.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  REPORT_EXPORT_FORMATS,
  REPORT_EXPORT_FORMAT_LABELS,
  accountMessages,
  reportMessages,
  type ReportExportFormat,
} from '@painel/domain';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { useRequestExport } from '../api/exports';
import type { ReportQuery } from '../lib/report-filter';

/**
 * Opens a signed link in a new window; null only when the browser blocked it. The 'noopener'
 * feature would make window.open return null every time (HTML spec), so the opener is cut on the
 * returned window instead.
 */
export function openDownload(url: string): Window | null {
  const opened = window.open(url, '_blank');
  if (opened !== null) opened.opener = null;
  return opened;
}

export function ExportButton({ query, disabled }: { query: ReportQuery | null; disabled?: boolean }) {
  const toast = useToast();
  const exporter = useRequestExport();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const extract = (format: ReportExportFormat) => {
    setAnchor(null);
    if (query === null) return;
    setBlockedUrl(null);
    exporter.mutate(
      { query, format },
      {
        onSuccess: (answer) => {
          if (!('presignedUrl' in answer)) {
            toast.info(reportMessages.exportQueued);
            return;
          }
          if (openDownload(answer.presignedUrl) === null) setBlockedUrl(answer.presignedUrl);
          else toast.success(reportMessages.exportReady);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <>
      <LoadingButton
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={exporter.isPending}
        disabled={disabled || query === null}
        aria-haspopup="menu"
        aria-controls={anchor ? 'extrair-relatorio-formatos' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {accountMessages.reportExtract}
      </LoadingButton>
      <Menu
        id="extrair-relatorio-formatos"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {REPORT_EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => extract(format)}>
            {REPORT_EXPORT_FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
      {blockedUrl && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {reportMessages.exportPopupBlocked}{' '}
          <Link href={blockedUrl} target="_blank" rel="noopener noreferrer">
            {reportMessages.exportDownload}
          </Link>
        </Alert>
      )}
    </>
  );
}
