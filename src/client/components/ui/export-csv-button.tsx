// The Export CSV button of the promo table, the deposit search and the audit screen (and a chat's export
// as text or CSV): downloads the export of what the screen shows (its filters in `href`), and says so
// when the server refuses.
import { useState } from 'react';
import * as m from '#messages';
import { downloadFile } from '../../lib/admin-api-client';
import { Button } from './button';
import { toast } from './use-toast';

export function ExportCsvButton({
  href,
  label = m.ui_exportCsv,
  name,
  disabled = false,
}: {
  /** The export URL with the screen's filters, e.g. /api/admin/export/deposits.csv?customerCode=A1. */
  href: string;
  label?: string;
  /** The accessible name, where the label is one word of it (a format shown beside 'Export'). */
  name?: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      aria-label={name}
      disabled={disabled || busy}
      onClick={() => {
        setBusy(true);
        downloadFile(href)
          .catch((error: unknown) =>
            toast({
              title: m.ui_exportFailed,
              description: error instanceof Error ? error.message : String(error),
              variant: 'destructive',
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      {busy ? m.ui_exporting : label}
    </Button>
  );
}
