// The batch generator: rows pasted or read from a CSV file, previewed by the server's rules (every bad
// row by its line, what the batch makes per prize slot, its deposits and FOC), generated only when the
// preview of exactly these rows had no problem, then handed over as the codes' CSV; the recent batches.
import { useState } from 'react';
import * as m from '#messages';
import type { BatchPreview } from '#shared/api/promo-batches';
import { batchCodesUrl, previewBatch, useBatches, useGenerateBatch } from '#client/api/promo-batches';
import { Button } from '#client/components/ui/button.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { fromUtc8Input } from '#shared/business-input';
import { ValidFromField } from './valid-from-field';
import { toast } from '#client/components/ui/use-toast';
import { count, dateTime, money } from '#client/i18n/format';
import { parseMoneyToCents } from '#shared/money';
import { BatchLifecycleActions } from './batch-lifecycle-actions';

const cents = (amount: string) => parseMoneyToCents(amount) ?? 0;

/** The problems a preview lists; past them it counts the rest (every one is in the API's answer). */
const SHOWN_PROBLEMS = 200;

export function PromoBatchPanel() {
  const [text, setText] = useState('');
  /** The batch's scheduled start as the datetime-local input holds it, in UTC+8; '' for at once. */
  const [startText, setStartText] = useState('');
  const input = { csv: text, validFrom: fromUtc8Input(startText) };
  const [preview, setPreview] = useState<{ input: typeof input; answer: BatchPreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [made, setMade] = useState<{ batchId: number; count: number } | null>(null);
  const generate = useGenerateBatch();
  const batches = useBatches();
  const current =
    preview?.input.csv === input.csv && preview.input.validFrom === input.validFrom ? preview.answer : null;
  const ready = current !== null && current.errors.length === 0 && current.rows.length > 0;

  const runPreview = async () => {
    setPreviewing(true);
    setPreviewError(null);
    setMade(null);
    try {
      setPreview({ input, answer: await previewBatch(input) });
    } catch (error) {
      setPreviewError(error instanceof Error ? error.message : String(error));
    } finally {
      setPreviewing(false);
    }
  };

  const runGenerate = () =>
    generate.mutate(input, {
      onSuccess: (created) => {
        setMade(created);
        setPreview(null);
        setText('');
        toast({
          title: m.promo_batchTitle,
          description: m.promo_batchDone({ count: created.count, id: created.batchId }),
        });
      },
      onError: (error) =>
        toast({ title: m.promo_batchFailed, description: error.message, variant: 'destructive' }),
    });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{m.promo_batchIntro}</p>
      <LabelledField label={m.promo_batchRows}>
        {(input) => (
          <textarea
            {...input}
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck="false"
            placeholder="customerName,depositAmount,prizeSlot,wheel,usageLimit,expirationHours"
            className={`${input.className} font-mono text-sm`}
          />
        )}
      </LabelledField>
      <LabelledField label={m.promo_batchFile}>
        {({ id }) => (
          <input
            id={id}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            className="block w-full text-sm"
            onChange={(e) => void e.target.files?.[0]?.text().then(setText)}
          />
        )}
      </LabelledField>
      <ValidFromField value={startText} onChange={setStartText} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={previewing || text.trim() === ''}
          onClick={() => void runPreview()}
        >
          {previewing ? m.promo_batchPreviewing : m.promo_batchPreview}
        </Button>
        <Button disabled={!ready || generate.isPending} onClick={runGenerate}>
          {generate.isPending
            ? m.promo_batchGenerating
            : m.promo_batchGenerate({ count: current?.summary.codes ?? 0 })}
        </Button>
      </div>
      {previewError && (
        <p role="alert" className="text-sm text-red-700">
          {previewError}
        </p>
      )}
      {preview && !current && <p className="text-sm text-amber-800">{m.promo_batchChanged}</p>}
      {current && <PreviewSummary preview={current} />}
      {made && (
        <div
          role="status"
          className="grid gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          <p>{m.promo_batchDone({ count: made.count, id: made.batchId })}</p>
          <div>
            <ExportCsvButton href={batchCodesUrl(made.batchId)} label={m.promo_batchDownload} />
          </div>
        </div>
      )}
      <section aria-label={m.promo_batchList} className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{m.promo_batchList}</h3>
        {batches.data && batches.data.items.length === 0 && (
          <p className="text-sm text-slate-500">{m.promo_batchNone}</p>
        )}
        <ul className="grid gap-2">
          {batches.data?.items.slice(0, 5).map((batch) => (
            <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {m.promo_batchListItem({ id: batch.id, count: batch.count, at: dateTime(batch.createdAt) })}
                {batch.validFrom && ` · ${m.promo_startsAt({ time: dateTime(batch.validFrom) })}`}
              </span>
              <span className="flex flex-wrap gap-2">
                <ExportCsvButton href={batchCodesUrl(batch.id)} label={m.promo_batchDownload} />
                <BatchLifecycleActions batchId={batch.id} />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function PreviewSummary({ preview }: { preview: BatchPreview }) {
  const { summary, errors } = preview;
  return (
    <div className="grid gap-3">
      {errors.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{m.promo_batchProblems({ count: errors.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <li key={`${problem.line}:${problem.cell}:${problem.message}`}>{m.promo_batchLine(problem)}</li>
            ))}
          </ul>
          {errors.length > SHOWN_PROBLEMS && (
            <p>{m.promo_batchMore({ count: errors.length - SHOWN_PROBLEMS })}</p>
          )}
        </div>
      )}
      <section aria-label={m.promo_batchSummary} className="grid gap-2 text-sm">
        <h3 className="font-semibold text-slate-800">{m.promo_batchSummary}</h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          <dt className="text-slate-600">{m.promo_batchCodes}</dt>
          <dd className="font-semibold tabular-nums">{count(summary.codes)}</dd>
          <dt className="text-slate-600">{m.promo_batchDeposits}</dt>
          <dd className="font-semibold tabular-nums">{money(cents(summary.totalDeposits))}</dd>
          <dt className="text-slate-600">{m.promo_batchFoc}</dt>
          <dd className="font-semibold tabular-nums">{money(cents(summary.foc))}</dd>
          <dt className="text-slate-600">{m.promo_batchPrizeValue}</dt>
          <dd>
            {summary.prizeValue === null ? m.promo_batchValueUnknown : money(cents(summary.prizeValue))}
          </dd>
        </dl>
        {summary.perSlot.length > 0 && (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-slate-600">
                  {[m.promo_batchWheel, m.promo_batchSlot, m.promo_batchPrize].map((heading) => (
                    <th key={heading} scope="col" className="py-1 pr-3 font-medium">
                      {heading}
                    </th>
                  ))}
                  <th scope="col" className="py-1 text-right font-medium">
                    {m.promo_batchCodes}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.perSlot.map((slot) => (
                  <tr key={`${slot.wheel}:${slot.slot}`} className="border-t border-slate-100">
                    <td className="py-1 pr-3">
                      {slot.wheel === 'super' ? m.promo_typeSuper : m.promo_typeNormal}
                    </td>
                    <td className="py-1 pr-3 tabular-nums">{slot.slot}</td>
                    <td className="py-1 pr-3">{slot.prizeName}</td>
                    <td className="py-1 text-right tabular-nums">{count(slot.codes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
