import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CalendarContext, type CalendarContextValue, type DndModule } from './calendar-context.ts';
import { cn } from './cn.ts';
import {
  addDays,
  dayKey,
  DAY_MINUTES,
  dtf,
  formatDayLong,
  startOfDay,
  toDate,
} from './date-utils.ts';
import { useEventEditing } from './use-event-editing.ts';
import { indexEvents } from './events.ts';
import { loadLocaleMessages } from './locales/index.ts';
import { calendarMessages, fill, type CalendarMessages } from './messages.ts';
import type { CalendarEvent, CalendarViewName, EditableOptions } from './types.ts';
import { useControllable } from './use-controllable.ts';
import type { CalendarRootProps } from './calendar-props.ts';
import {
  narrowerView,
  periodStart,
  resolveView,
  shiftPeriod,
  visibleRange,
  YEARS_PER_PAGE,
} from './views.ts';

export type { CalendarRootProps };

const defaultNow = () => new Date();
const builtIn: Partial<CalendarMessages> = {};
const defaultLoadDnd = () => import('./dnd.ts');
const noEdit: EditableOptions = {};
const allEdit: EditableOptions = {
  title: true,
  drag: true,
  resize: true,
  create: true,
  delete: true,
};

/**
 * The calendar's root: owns the state (view, selected date, events, cursor)
 * and provides it to the parts (`CalendarTitleBar`, `CalendarGrid`,
 * `CalendarLiveRegion`). Spec section 2.
 */
export function CalendarRoot(props: CalendarRootProps) {
  const {
    view: viewProp,
    defaultView = 'week',
    onViewChange,
    todayButton = true,
    onCellClick,
    onEventChange,
    maxEventColumns = 3,
    disableViews = [],
    selectedDate: selectedProp,
    defaultSelectedDate,
    onSelectedDateChange,
    events: eventsProp,
    defaultEvents = [],
    onEventsChange,
    locale = 'es-MX',
    messages: messagesProp,
    weekStartsOn = 1,
    hideWeekdays,
    hideWeekends = false,
    twelveHour = false,
    timeFrom = 0,
    timeTo = DAY_MINUTES,
    timeStep = 60,
    cellHeight = 40,
    snapToTime = 15,
    showCurrentTime = true,
    specialHours = {},
    splitDays,
    minDate,
    maxDate,
    disableDays,
    editable = false,
    monthEventsLimit = 3,
    loadDragAndDrop = defaultLoadDnd,
    now = defaultNow,
    className,
    children,
    ...rest
  } = props;

  const [requestedView, setRequestedView] = useControllable<string>(viewProp, defaultView);
  const disabledKey = disableViews.join();
  const resolved = useMemo(
    () => resolveView(requestedView, disableViews),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value, not identity
    [requestedView, disabledKey],
  );
  const view = resolved.view;

  // es-MX is built in: no state change (and no second render) unless another locale loads
  const [loaded, setLoaded] = useState<Partial<CalendarMessages>>(builtIn);
  useEffect(() => {
    let live = true;
    void loadLocaleMessages(locale).then(
      (m) => live && setLoaded(Object.keys(m).length ? m : builtIn),
    );
    return () => void (live = false);
  }, [locale]);
  const messages = useMemo(
    () => ({ ...calendarMessages, ...loaded, ...messagesProp }),
    [loaded, messagesProp],
  );

  useEffect(() => {
    if (resolved.problem === 'invalid')
      console.error(fill(messages.invalidView, { view: requestedView }));
    if (resolved.problem === 'disabled')
      console.warn(fill(messages.disabledView, { view: requestedView, fallback: view }));
  }, [resolved.problem, requestedView]); // eslint-disable-line react-hooks/exhaustive-deps

  const selectedInput = selectedProp === undefined ? undefined : toDate(selectedProp);
  const [selectedDate, setSelected] = useControllable<Date | null>(
    selectedInput,
    toDate(defaultSelectedDate ?? null),
    onSelectedDateChange as (d: Date | null) => void,
  );
  const [anchor, setAnchorState] = useState(() => startOfDay(selectedDate ?? now()));
  const viewRef = useRef(view);
  viewRef.current = view;
  const [cursorMin, setCursorMin] = useState(() =>
    Math.max(timeFrom, Math.min(8 * 60, timeTo - timeStep)),
  );
  const [cursorSplit, setCursorSplit] = useState(0);
  const focusPending = useRef(false);
  const syncedSelected = useRef(selectedDate ? +selectedDate : null);
  if (
    selectedInput !== undefined &&
    (selectedInput ? +selectedInput : null) !== syncedSelected.current
  ) {
    syncedSelected.current = selectedInput ? +selectedInput : null;
    if (selectedInput && dayKey(selectedInput) !== dayKey(anchor))
      setAnchorState(startOfDay(selectedInput));
  }

  const jsHidden = useMemo(() => {
    const set = new Set((hideWeekdays ?? []).map((d) => d % 7));
    if (hideWeekends) set.add(0).add(6);
    return set;
  }, [hideWeekdays?.join(), hideWeekends]); // eslint-disable-line react-hooks/exhaustive-deps
  const isHiddenDay = useCallback((d: Date) => jsHidden.has(d.getDay()), [jsHidden]);
  const min = toDate(minDate ?? null),
    max = toDate(maxDate ?? null);
  const minKey = min ? dayKey(min) : -Infinity,
    maxKey = max ? dayKey(max) : Infinity;
  const disabledDays = useMemo(
    () =>
      new Set(
        (disableDays ?? []).map((d) => {
          const x = toDate(d);
          return x ? dayKey(x) : 0;
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value, not identity
    [disableDays?.map(String).join()],
  );
  const isDisabledDay = useCallback(
    (d: Date) => {
      const k = dayKey(d);
      return k < minKey || k > maxKey || disabledDays.has(k);
    },
    [minKey, maxKey, disabledDays],
  );

  const wso = weekStartsOn % 7;
  // onViewChange: the view and visible period, once per distinct value (first render, every change)
  const reported = useRef('');
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  const report = useCallback(
    (v: CalendarViewName, day: Date) => {
      const range = visibleRange(v, day, wso);
      const key = `${v}|${+range.start}`;
      if (key === reported.current) return;
      reported.current = key;
      onViewChangeRef.current?.({ view: v, ...range });
    },
    [wso],
  );
  const anchorRef = useRef<Date | null>(null);
  const setViewState = useCallback(
    (v: CalendarViewName) => {
      setRequestedView(v);
      // a controlled calendar learns of the request here; its new `view` prop then matches
      if (viewProp !== undefined && anchorRef.current) report(v, anchorRef.current);
    },
    [setRequestedView, viewProp, report],
  );
  const setView = setViewState;
  const setAnchor = useCallback((d: Date) => {
    anchorRef.current = startOfDay(d);
    setAnchorState(startOfDay(d));
  }, []);
  const setCursor = useCallback((d: Date, m?: number, s?: number, focus = true) => {
    setAnchorState(startOfDay(d));
    if (m !== undefined) setCursorMin(m);
    if (s !== undefined) setCursorSplit(s);
    focusPending.current = focus;
  }, []);
  const select = useCallback(
    (d: Date) => {
      if (!isDisabledDay(d)) setSelected(startOfDay(d));
    },
    [isDisabledDay, setSelected],
  );

  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((msg: string) => setAnnouncement(msg), []);

  anchorRef.current = anchor;
  useEffect(() => report(view, anchor), [view, anchor, report]);

  const cellClickRef = useRef(onCellClick);
  cellClickRef.current = onCellClick;
  const cellClick = useCallback(
    (start: Date, end: Date) => cellClickRef.current?.({ start, end, view: viewRef.current }),
    [],
  );

  const title = useMemo(
    () => periodTitle(view, anchor, wso, locale, jsHidden.size === 7 ? new Set() : jsHidden),
    [view, anchor, wso, locale, jsHidden],
  );
  // reads the view through a ref so a drag in progress (dnd keeps the context it started with) moves by the current period
  const navigate = useCallback(
    (n: number) => setAnchorState((a) => shiftPeriod(viewRef.current, a, n)),
    [],
  );
  const goToday = useCallback(() => setAnchorState(startOfDay(now())), [now]);
  const openNarrower = useCallback(
    (d: Date) => {
      const next = narrowerView(view, disableViews);
      setAnchorState(startOfDay(d));
      anchorRef.current = startOfDay(d);
      focusPending.current = true; // the activated cell is gone; keep focus in the grid
      if (next) setViewState(next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value, not identity
    [view, disabledKey],
  );

  const [events, setEvents] = useControllable<CalendarEvent[]>(eventsProp, defaultEvents);
  const index = useMemo(() => indexEvents(events), [events]);
  const editOpts = editable === true ? allEdit : editable === false ? noEdit : editable;
  const editing = useEventEditing({
    events,
    setEvents,
    onEventsChange,
    onEventChange,
    editOpts,
    isDisabledDay,
    messages,
    announce,
    locale,
    twelveHour,
  });

  const [dnd, setDnd] = useState<DndModule | null>(null);
  useEffect(() => {
    if (!editOpts.drag) return;
    let live = true;
    loadDragAndDrop().then(
      (m) => live && setDnd(m),
      () => console.warn(messages.dndMissing),
    );
    return () => void (live = false);
  }, [editOpts.drag, loadDragAndDrop]); // eslint-disable-line react-hooks/exhaustive-deps

  const splits = useMemo(
    () => (splitDays ?? []).map((s, i) => ({ ...s, id: s.id ?? i + 1 })).filter((s) => !s.hide),
    [splitDays],
  );

  const ctx: CalendarContextValue = {
    view,
    setView,
    disableViews,
    anchor,
    setAnchor,
    cursorMin,
    cursorSplit,
    setCursor,
    focusPending,
    selectedDate,
    select,
    navigate,
    goToday,
    openNarrower,
    locale,
    messages,
    weekStartsOn: wso,
    isHiddenDay,
    isDisabledDay,
    twelveHour,
    timeFrom,
    timeTo,
    timeStep,
    cellHeight,
    snap: snapToTime,
    showCurrentTime,
    now,
    specialHours,
    splits,
    monthEventsLimit,
    index,
    announce,
    dnd,
    title,
    todayButton,
    cellClick,
    maxEventColumns,
    ...editing,
  };

  return (
    <CalendarContext value={ctx}>
      <div
        role="group"
        aria-label={messages.calendar}
        data-slot="calendar"
        data-view={view}
        data-dnd={dnd ? 'ready' : undefined}
        className={cn('flex flex-col gap-2 bg-card text-card-foreground', className)}
        {...rest}
      >
        {children}
        <div
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="sr-only"
          data-slot="live-region"
        >
          {announcement}
        </div>
      </div>
    </CalendarContext>
  );
}

function periodTitle(
  view: CalendarViewName,
  anchor: Date,
  wso: number,
  locale: string,
  hidden: Set<number>,
): string {
  const start = periodStart(view, anchor, wso);
  if (view === 'years')
    return `${start.getFullYear()} – ${start.getFullYear() + YEARS_PER_PAGE - 1}`;
  if (view === 'year') return String(start.getFullYear());
  if (view === 'month') return dtf(locale, { month: 'long', year: 'numeric' }).format(start);
  if (view === 'day') return formatDayLong(start, locale);
  let first = start,
    last = addDays(start, 6);
  while (hidden.has(first.getDay()) && first < last) first = addDays(first, 1);
  while (hidden.has(last.getDay()) && last > first) last = addDays(last, -1);
  // Intl's formatRange costs about a millisecond; week titles repeat while navigating, so cache them
  const key = `${locale}|${+first}|${+last}`;
  let title = rangeTitles.get(key);
  if (title === undefined) {
    if (rangeTitles.size > 500) rangeTitles.clear();
    title = dtf(locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
      first,
      last,
    );
    rangeTitles.set(key, title);
  }
  return title;
}

const rangeTitles = new Map<string, string>();
