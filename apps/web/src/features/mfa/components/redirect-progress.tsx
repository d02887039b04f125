/**
 * PF 2: after the code is verified the page waits 5 seconds before it moves on. This says so and
 * shows the wait running out, then calls `onDone`.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { mfaScreenMessages } from '@painel/domain';

const TICK_MS = 100;

export function RedirectProgress({ durationMs, onDone }: { durationMs: number; onDone: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    const start = Date.now();
    const tick = setInterval(() => setElapsed(Math.min(durationMs, Date.now() - start)), TICK_MS);
    const finish = setTimeout(() => done(), durationMs);
    return () => {
      clearInterval(tick);
      clearTimeout(finish);
    };
  }, [durationMs]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success" role="status">
        <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {mfaScreenMessages.verified}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {mfaScreenMessages.redirecting}
        </Box>
      </Alert>
      <LinearProgress
        variant="determinate"
        value={(elapsed / durationMs) * 100}
        aria-label={mfaScreenMessages.redirecting}
      />
    </Box>
  );
}
