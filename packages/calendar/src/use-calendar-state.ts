import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { CalendarContextValue } from './calendar-context.ts';
import type { CalendarStateOptions } from './calendar-props.ts';
import { dayKey, DAY_MINUTES, startOfDay, toDate } from './date-utils.ts';
import { useDayRules } from './day-rules.ts';
import { indexEvents } from './events.ts';
import { fill } from './messages.ts';
import { useCalendarMessages, useDndModule } from './use-calendar-resources.ts';
import { periodTitle } from './period-title.ts';
import type { CalendarEvent, CalendarViewName, EditableOptions } from './types.ts';
import { useEventEditing } from './use-event-editing.ts';
import { narrowerView, resolveView, shiftPeriod, visibleRange } from './views.ts';

const defaultNow = () => new Date();
const defaultLoadDnd = () => import('./dnd.ts');
const noEdit: EditableOptions = {};
const allEdit: EditableOptions = {
  title: true,
  drag: true,
  resize: true,
  create: true,
  delete: true,
};

/** What {@link useCalendarState} returns. */
export interface CalendarState {
  /**
   * The state and its transitions (view, visible period and keyboard cursor,
   * selected day, events and their editing, resolved settings), as the parts
   * read it from {@link CalendarRoot}'s context.
   */
  context: CalendarContextValue;
  /** The latest message for the root's polite live region (`''` before the first). */
  announcement: string;
}

/**
 * The calendar's behaviour without its markup: the view (controlled
 * `view`/`defaultView`, disabled views resolved), the visible period and the
 * keyboard cursor (day, minute, split, pending focus), the selected day
 * (`selectedDate`/`defaultSelectedDate`/`onSelectedDateChange`), the events
 * (`events`/`defaultEvents`/`onEventsChange`) and their editing, the locale's
 * messages (loaded on demand) and the drag-and-drop entry (loaded when
 * dragging is enabled). {@link CalendarRoot} calls it and renders; call it
 * yourself to render your own root around the parts
 * (`<CalendarContext value={state.context}>`).
 *
 * Controllable values follow Radix's `useControllableState`: a value prop
 * that is not `undefined` controls, and the change callback is not called
 * when the next value is the current one (`Object.is`); choosing the selected
 * day again keeps its `Date`, so it reports nothing.
 *
 * @param options - the calendar's props without the root element's DOM props.
 * @returns the context value for the parts and the live region's text.
 */
export function useCalendarState(options: CalendarStateOptions): CalendarState {
  const {
    view: viewProp,
    defaultView = 'week',
    onViewChange,
    todayButton = true,
    onCellClick,
    onEventChange,
    maxEventColumns = 3,
    disableViews,
    selectedDate: selectedProp,
    defaultSelectedDate,
    onSelectedDateChange,
    events: eventsProp,
    defaultEvents = [],
    allDayEnd = 'inclusive',
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
  } = options;

  const [requestedView, setRequestedView] = useControllableState<string>({
    prop: viewProp,
    defaultProp: defaultView,
    caller: 'CalendarRoot',
  });
  // keyed by value, so an inline `disableViews={['year']}` keeps the memoised resolution
  const disabledKey = (disableViews ?? []).join();
  const disabledViews = useMemo(
    () => (disabledKey ? (disabledKey.split(',') as CalendarViewName[]) : []),
    [disabledKey],
  );
  const resolved = useMemo(
    () => resolveView(requestedView, disabledViews),
    [requestedView, disabledViews],
  );
  const view = resolved.view;

  const messages = useCalendarMessages(locale, messagesProp);

  // logged once per requested view, in the messages of that moment
  const logViewProblem = useEffectEvent((problem: 'invalid' | 'disabled') => {
    if (problem === 'invalid') console.error(fill(messages.invalidView, { view: requestedView }));
    else console.warn(fill(messages.disabledView, { view: requestedView, fallback: view }));
  });
  useEffect(() => {
    if (resolved.problem) logViewProblem(resolved.problem);
  }, [resolved.problem, requestedView]);

  const selectedInput = selectedProp === undefined ? undefined : toDate(selectedProp);
  const [selectedDate, setSelected] = useControllableState<Date | null>({
    prop: selectedInput,
    defaultProp: toDate(defaultSelectedDate ?? null),
    onChange: onSelectedDateChange as (d: Date | null) => void,
    caller: 'CalendarRoot',
  });
  const [anchor, setAnchorState] = useState(() => startOfDay(selectedDate ?? now()));
  const viewRef = useRef(view);
  viewRef.current = view;
  const [cursorMin, setCursorMin] = useState(() =>
    Math.max(timeFrom, Math.min(8 * 60, timeTo - timeStep)),
  );
  const [cursorSplit, setCursorSplit] = useState(0);
  const focusPending = useRef(false);
  // a controlled selected day moved by the app brings its period into view
  const syncedSelected = useRef(selectedDate ? +selectedDate : null);
  if (
    selectedInput !== undefined &&
    (selectedInput ? +selectedInput : null) !== syncedSelected.current
  ) {
    syncedSelected.current = selectedInput ? +selectedInput : null;
    if (selectedInput && dayKey(selectedInput) !== dayKey(anchor))
      setAnchorState(startOfDay(selectedInput));
  }

  const { hiddenWeekdays, isHiddenDay, isDisabledDay } = useDayRules({
    hideWeekdays,
    hideWeekends,
    minDate,
    maxDate,
    disableDays,
  });

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
  const setView = useCallback(
    (v: CalendarViewName) => {
      setRequestedView(v);
      // a controlled calendar learns of the request here; its new `view` prop then matches
      if (viewProp !== undefined && anchorRef.current) report(v, anchorRef.current);
    },
    [setRequestedView, viewProp, report],
  );
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
      if (isDisabledDay(d)) return;
      const same = selectedDate !== null && dayKey(selectedDate) === dayKey(d);
      setSelected(same ? selectedDate : startOfDay(d));
    },
    [isDisabledDay, selectedDate, setSelected],
  );

  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((msg: string) => setAnnouncement(msg), []);

  anchorRef.current = anchor;
  useEffect(() => report(view, anchor), [view, anchor, report]);

  const cellClickRef = useRef(onCellClick);
  cellClickRef.current = onCellClick;
  // a disabled day (before minDate, after maxDate, in disableDays) reports nothing, as in vue-cal
  const cellClick = useCallback(
    (start: Date, end: Date) => {
      if (isDisabledDay(start)) return;
      cellClickRef.current?.({ start, end, view: viewRef.current });
    },
    [isDisabledDay],
  );

  const title = useMemo(
    () =>
      periodTitle(
        view,
        anchor,
        wso,
        locale,
        hiddenWeekdays.size === 7 ? new Set() : hiddenWeekdays,
      ),
    [view, anchor, wso, locale, hiddenWeekdays],
  );
  // reads the view through a ref so a drag in progress (dnd keeps the context it started with) moves by the current period
  const navigate = useCallback(
    (n: number) => setAnchorState((a) => shiftPeriod(viewRef.current, a, n)),
    [],
  );
  const goToday = useCallback(() => setAnchorState(startOfDay(now())), [now]);
  const openNarrower = useCallback(
    (d: Date) => {
      const next = narrowerView(view, disabledViews);
      setAnchorState(startOfDay(d));
      anchorRef.current = startOfDay(d);
      focusPending.current = true; // the activated cell is gone; keep focus in the grid
      if (next) setView(next);
    },
    [view, disabledViews, setView],
  );

  const [events, setEvents] = useControllableState<CalendarEvent[]>({
    prop: eventsProp,
    defaultProp: defaultEvents,
    caller: 'CalendarRoot',
  });
  const index = useMemo(() => indexEvents(events, allDayEnd), [events, allDayEnd]);
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

  const dnd = useDndModule(editOpts.drag, loadDragAndDrop, messages.dndMissing);

  const splits = useMemo(
    () => (splitDays ?? []).map((s, i) => ({ ...s, id: s.id ?? i + 1 })).filter((s) => !s.hide),
    [splitDays],
  );

  const context: CalendarContextValue = {
    view,
    setView,
    disableViews: disabledViews,
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
  return { context, announcement };
}
