import { useState, type FormEvent } from 'react';
import type { PortalStatement, StatementEntry } from '../../../shared/portal/types.ts';
import { formatDate, formatDateRange, formatMoney } from '../../../shared/domain/format.ts';
import { DateField } from '../components/ui/DateField.tsx';
import { QueryState } from '../components/ui/QueryState.tsx';
import { FormMessage } from '../components/ui/TextField.tsx';
import { localToday } from '../lib/dates.ts';
import { statementPdfHref, usePortalStatement } from './api.ts';
import { defaultStatementPeriod, statementPeriodProblem } from './portal-rules.ts';
import { Section } from './ui.tsx';
import '../components/ui/stacked-table.css';

/** A sum in its column, or nothing (a blank cell, hidden on a phone). */
const moneyCell = (amount: number) => (amount ? formatMoney(amount) : '');

/**
 * The statement of the person's account (a tenant's rents, a customer's orders) over a period, the last 12 months to
 * begin with: opening balance, each charge and credit with the balance after it, closing balance. A table on a wide
 * screen; on a phone each line is a small card, so nothing scrolls sideways.
 */
export function StatementSection({ intro }: { intro: string }) {
  const [initial] = useState(() => defaultStatementPeriod(localToday()));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [period, setPeriod] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const statement = usePortalStatement(period);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wrong = statementPeriodProblem(from, to);
    setProblem(wrong);
    if (!wrong) setPeriod({ from, to });
  }

  return (
    <Section id="statement" title="Statement" intro={intro} wide>
      <form className="portal-period" onSubmit={onSubmit} noValidate>
        <DateField label="From" name="from" value={from} onChange={setFrom} required />
        <DateField label="To" name="to" value={to} onChange={setTo} required />
        <button type="submit" className="btn btn-secondary">
          Show
        </button>
      </form>
      <FormMessage message={problem} />
      <QueryState query={statement} errorText="Your statement could not be loaded.">
        {(data) => (
          <>
            <StatementTable statement={data} />
            <p className="portal-actions">
              {/* the same period's figures as a PDF, with the company's and the person's details */}
              <a className="btn btn-secondary" href={statementPdfHref({ from: data.from, to: data.to })} download>
                Download statement PDF
              </a>
            </p>
          </>
        )}
      </QueryState>
    </Section>
  );
}

function StatementTable({ statement }: { statement: PortalStatement }) {
  const caption = `Statement ${formatDateRange(statement.from, statement.to)}`;
  return (
    <div className="table-wrap portal-statement">
      <table className="table table-stacked">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Reference</th>
            <th scope="col" className="align-end">
              Charges
            </th>
            <th scope="col" className="align-end">
              Credits
            </th>
            <th scope="col" className="align-end">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          <BalanceRow date={statement.from} label="Opening balance" balance={statement.opening} />
          {statement.entries.map((entry, i) => (
            <EntryRow key={`${entry.date}-${i}`} entry={entry} />
          ))}
          {statement.entries.length === 0 ? (
            <tr className="portal-statement-none">
              <td colSpan={6}>Nothing was charged or paid in this period.</td>
            </tr>
          ) : null}
          <BalanceRow date={statement.to} label="Closing balance" balance={statement.closing} />
        </tbody>
      </table>
    </div>
  );
}

function EntryRow({ entry }: { entry: StatementEntry }) {
  const charge = moneyCell(entry.debit);
  const credit = moneyCell(entry.credit);
  return (
    <tr>
      <td data-label="Date" className="portal-statement-date">
        {formatDate(entry.date)}
      </td>
      <td data-label="Description" className="portal-statement-what">
        {entry.description}
      </td>
      <td data-label="Reference" className={entry.reference ? '' : 'portal-cell-empty'}>
        {entry.reference ?? ''}
      </td>
      <td data-label="Charges" className={`align-end numeric ${charge ? '' : 'portal-cell-empty'}`}>
        {charge}
      </td>
      <td data-label="Credits" className={`align-end numeric ${credit ? '' : 'portal-cell-empty'}`}>
        {credit}
      </td>
      <td data-label="Balance" className="align-end numeric">
        {formatMoney(entry.balance)}
      </td>
    </tr>
  );
}

function BalanceRow({ date, label, balance }: { date: string; label: string; balance: number }) {
  return (
    <tr className="portal-statement-total">
      <td data-label="Date" className="portal-statement-date">
        {formatDate(date)}
      </td>
      <th scope="row" className="portal-statement-what">
        {label}
      </th>
      <td className="portal-cell-empty" />
      <td className="portal-cell-empty" />
      <td className="portal-cell-empty" />
      <td data-label="Balance" className="align-end numeric">
        {formatMoney(balance)}
      </td>
    </tr>
  );
}
