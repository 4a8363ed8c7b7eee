import { useContext, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarMonthPicker,
  CalendarYearPicker,
  DateFieldStateContext,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
  type DateSegmentProps,
} from 'react-aria-components';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarDate, DateValue } from '@internationalized/date';
import { createIcon } from './Icon.tsx';
import { calendarDateToIso, isoToCalendarDate } from './date-field-value.ts';
import type { DateFieldProps } from './DateField.tsx';

const CalendarIcon = createIcon(CalendarDays);
const PreviousIcon = createIcon(ChevronLeft);
const NextIcon = createIcon(ChevronRight);

/** Dates everywhere in the suite read day/month/year (formatDate's en-GB), whatever the browser's language. */
const DATE_LOCALE = 'en-GB';

/** DateField's react-aria DatePicker (its own chunk: the calendar and date library load with the first date field). */
export function DatePickerField({
  label,
  value,
  onChange,
  name,
  hint,
  errorMessage,
  min,
  max,
  required,
  disabled,
  className,
}: DateFieldProps) {
  // One CalendarDate per value: react-aria resets what is being typed whenever the value object changes.
  const parsed = useMemo(() => isoToCalendarDate(value), [value]);
  const minValue = useMemo(() => isoToCalendarDate(min) ?? undefined, [min]);
  const maxValue = useMemo(() => isoToCalendarDate(max) ?? undefined, [max]);
  // A date being retyped (some segments cleared) is no date: the form gets '' while react-aria keeps the
  // digits on screen, held at the date they replaced so it does not wipe them.
  const [held, setHeld] = useState<CalendarDate | null>(null);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    // the form set a date of its own (reset, default): show it
    if (held && value !== '') setHeld(null);
  }

  // react-aria keeps a native date input (hidden from assistive tech, for autofill) beside the segments; it gets the
  // field's label too, so no form field of the page is without one
  const rootRef = useRef<HTMLDivElement>(null);
  const nativeId = useId();
  useLayoutEffect(() => {
    // react-aria renders it just after the picker's own element
    const native = rootRef.current?.nextElementSibling?.querySelector<HTMLInputElement>('input[type="date"]');
    if (native && native.id !== nativeId) native.id = nativeId;
  });

  function commit(date: DateValue | null) {
    setHeld(null);
    onChange(calendarDateToIso(date));
  }

  function onPartial(partial: boolean) {
    if (partial && parsed) {
      setHeld(parsed);
      onChange('');
    } else if (!partial && held) {
      // retyped the very date it held: react-aria sees no change, so say it here
      commit(held);
    }
  }

  return (
    <I18nProvider locale={DATE_LOCALE}>
      <DatePicker
        ref={rootRef}
        className={`field date-field ${className ?? ''}`}
        value={held ?? parsed}
        onChange={commit}
        minValue={minValue}
        maxValue={maxValue}
        name={name}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        granularity="day"
        shouldForceLeadingZeros
      >
        <Label className="field-label">{label}</Label>
        <label htmlFor={nativeId} hidden>
          {label}
        </label>
        <Group className="input date-input">
          <DateInput className="date-segments">{(segment) => <WatchedSegment segment={segment} onPartial={onPartial} />}</DateInput>
          <Button className="date-button">
            <CalendarIcon size={18} />
          </Button>
        </Group>
        {hint ? (
          <Text slot="description" className="field-hint">
            {hint}
          </Text>
        ) : null}
        {errorMessage ? (
          <Text slot="errorMessage" className="field-error">
            {errorMessage}
          </Text>
        ) : null}
        <Popover className="popover date-popover" placement="bottom start" offset={6}>
          <Dialog className="date-dialog">
            <Calendar className="calendar">
              <header className="calendar-header">
                <Button slot="previous" className="icon-button calendar-nav">
                  <PreviousIcon size={18} />
                </Button>
                <div className="calendar-pickers">
                  <CalendarMonthPicker format="short">
                    {({ items, value: month, onChange: setMonth, 'aria-label': ariaLabel }) => (
                      <select
                        className="calendar-select"
                        aria-label={ariaLabel}
                        value={String(month)}
                        onChange={(e) => setMonth(Number(e.target.value))}
                      >
                        {items.map((item) => (
                          <option key={item.id} value={String(item.id)}>
                            {item.formatted}
                          </option>
                        ))}
                      </select>
                    )}
                  </CalendarMonthPicker>
                  <CalendarYearPicker>
                    {({ items, value: year, onChange: setYear, 'aria-label': ariaLabel }) => (
                      <select
                        className="calendar-select"
                        aria-label={ariaLabel}
                        value={String(year)}
                        onChange={(e) => setYear(Number(e.target.value))}
                      >
                        {items.map((item) => (
                          <option key={item.id} value={String(item.id)}>
                            {item.formatted}
                          </option>
                        ))}
                      </select>
                    )}
                  </CalendarYearPicker>
                </div>
                <Button slot="next" className="icon-button calendar-nav">
                  <NextIcon size={18} />
                </Button>
              </header>
              <CalendarGrid className="calendar-grid">{(date) => <CalendarCell date={date} className="calendar-cell" />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/** A segment of the typed date; the day segment also reports whether the date is partly typed (some segments empty). */
function WatchedSegment({ segment, onPartial }: { segment: DateSegmentProps['segment']; onPartial: (partial: boolean) => void }) {
  const state = useContext(DateFieldStateContext);
  const editable = state?.segments.filter((s) => s.isEditable) ?? [];
  const partial = editable.some((s) => s.isPlaceholder) && editable.some((s) => !s.isPlaceholder);
  const reports = segment.type === 'day';
  // before paint, so the form never holds the old date while the screen shows it half erased
  useLayoutEffect(() => {
    if (reports) onPartial(partial);
    // onPartial is a new function each render of the field; only a change of the partial state matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reports, partial]);
  return <DateSegment segment={segment} className="date-segment" />;
}
