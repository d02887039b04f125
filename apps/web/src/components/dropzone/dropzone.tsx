/**
 * The dropzone (PF 2, PF 4 'dropzone highlights while dragging', PF 5): files dropped on the
 * area or chosen with its button. A drop of more than `maxFiles` (10) is refused whole with 'Não é
 * possível enviar mais de {n} arquivos por vez.'; files of other extensions are refused and counted
 * ('{n} arquivo(s) não suportado(s)') while the rest go through (validateDropzone, domain). The
 * button is the keyboard's way in; the area only takes drops.
 */
import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { DROPZONE_MAX_FILES, validateDropzone, widgetMessages } from '@painel/domain';

export interface DropzoneProps {
  /** The area's name, e.g. 'Planilha de usuários'. */
  label: string;
  /** Extensions taken ('csv', '.pdf'); empty takes any file. */
  accept: readonly string[];
  maxFiles?: number;
  /** The files that passed, once per drop or choice. */
  onFiles(files: File[]): void;
  disabled?: boolean;
}

function dotted(extension: string): string {
  const bare = extension.trim().replace(/^\.+/, '').toLowerCase();
  return `.${bare}`;
}

export function Dropzone({
  label,
  accept,
  maxFiles = DROPZONE_MAX_FILES,
  onFiles,
  disabled = false,
}: DropzoneProps) {
  const labelId = useId();
  const hintId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const extensions = accept.map(dotted);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    // Our own rules decide (extension and count); the library only collects the files.
    onDrop: (accepted, rejections) => {
      const files = [...accepted, ...rejections.map((rejection) => rejection.file)];
      const result = validateDropzone(files, { maxFiles, accept });
      setMessage(result.message);
      if (result.accepted.length > 0) onFiles(result.accepted);
    },
    multiple: maxFiles > 1,
    noClick: true,
    noKeyboard: true,
    disabled,
  });
  const hint = [
    extensions.length > 0 ? widgetMessages.dropzoneAccepted(extensions.join(', ')) : null,
    maxFiles > 1 ? widgetMessages.dropzoneMaxFiles(maxFiles) : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Box>
      <Box
        {...getRootProps({
          role: 'group',
          'aria-labelledby': labelId,
          'aria-describedby': hint ? hintId : undefined,
        })}
        data-dragging={isDragActive || undefined}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 4,
          textAlign: 'center',
          borderRadius: 2,
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.selected' : 'background.paper',
          color: disabled ? 'text.disabled' : 'text.primary',
          transition: 'border-color 150ms, background-color 150ms',
        }}
      >
        <input {...getInputProps({ 'aria-label': label })} accept={extensions.join(',') || undefined} />
        <CloudUploadOutlinedIcon
          aria-hidden
          color={isDragActive ? 'primary' : 'action'}
          sx={{ fontSize: 40 }}
        />
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {isDragActive ? widgetMessages.dropzoneRelease : widgetMessages.dropzoneInstructions}
        </Typography>
        {!isDragActive && (
          <Button variant="outlined" onClick={open} disabled={disabled}>
            {widgetMessages.dropzoneSelect}
          </Button>
        )}
        {hint && (
          <Typography id={hintId} variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
      {message && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
    </Box>
  );
}
