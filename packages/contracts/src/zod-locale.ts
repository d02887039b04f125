/**
 * Messages zod writes itself (types, unknown keys) read in Brazilian Portuguese, in both apps; the
 * rules of the spec carry their own verbatim messages. index.ts imports this first; package.json
 * lists both as having side effects so bundlers keep the call.
 */
import { z } from 'zod';

z.config(z.locales.ptBR());
