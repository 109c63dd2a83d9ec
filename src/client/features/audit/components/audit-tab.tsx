// The admin dashboard's Audit tab: the audit trail, and under it what the dashboard (app/routes/admin.tsx)
// puts there: clearing the draw history, which belongs to features/draws.
import type { ReactNode } from 'react';
import { AuditLogCard } from './audit-log-card';

export function AuditTab({ drawHistory }: { drawHistory: ReactNode }) {
  return (
    <div className="grid gap-6">
      <AuditLogCard />
      {drawHistory}
    </div>
  );
}
