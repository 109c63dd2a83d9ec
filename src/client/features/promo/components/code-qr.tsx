// The QR code of a code's link, drawn here with the qrcode package (no third-party service). Its own
// chunk, loaded only when a QR is shown: neither the dashboard's first load nor a visitor's carries it.
import type * as QRCodeModule from 'qrcode';
import { useEffect, useState } from 'react';

// qrcode is CommonJS. Required rather than imported, the bundler calls it as it is and adds no ESM-interop
// helper: that helper would land in the runtime chunk every page loads, visitors' included, whose first
// loads are held to their byte budgets (tests/e2e/budget.spec.ts).
declare const require: (id: 'qrcode') => typeof QRCodeModule;
const QRCode = require('qrcode');

export default function CodeQr({ link, label }: { link: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [link]);
  return src ? (
    <img src={src} alt={label} width={176} height={176} className="rounded bg-white" />
  ) : (
    <span className="block h-44 w-44 animate-pulse rounded bg-slate-100" aria-hidden="true" />
  );
}
