/**
 * The banner carousel's moves (home/BannerCarousel.tsx), loaded after hydration, off the home
 * page's first JavaScript: the first banner is server-rendered and stands alone until this runs.
 *
 * The banners move by an animation of the strip's transform, which the browser's compositor runs
 * on its own: the main thread starts a move and is told when it ends, and does nothing in between.
 * (The carousel library used before moved the strip from script at every frame: about 110 frames
 * of 3.5 ms of a phone's main thread per move, every 5 s.) The strip holds the banners and then a
 * copy of the first one (the carousel renders it once this module runs): the move from the last
 * banner to the first goes on to the copy, which the first then replaces where it stands, so the
 * loop always moves the same way; the move back from the first starts from the copy.
 */

/** A drag of more than this share of a banner's width moves to the next one (or the one before) when it ends. */
const DRAG_TO_MOVE = 0.1;
/** A pointer that travels less than this (px) has clicked, not dragged. */
const DRAG_SLOP_PX = 6;

/** The strip's transform for position `at`, in banners (1.5: halfway from the second to the third). */
const placeAt = (at: number) => `translate3d(${-at * 100}%, 0, 0)`;

export interface BannerMotionOptions {
  /** The frame that clips the strip; drags start on it. */
  viewport: HTMLElement;
  /** The row of banners (and, once this runs, the copy of the first). */
  strip: HTMLElement;
  /** How many banners, the copy not counted. */
  count: number;
  /** A move's duration (docs/spec-index.md#constants-and-limits). */
  moveMs: number;
  /** Moves without a transition (a visitor who asks for reduced motion). */
  instant: boolean;
  /** The banner a move goes to, told when the move starts. */
  onSelect(index: number): void;
  /** Whether a pointer holds the banners (the autoplay waits meanwhile). */
  onHold(holding: boolean): void;
}

export class BannerMotion {
  /** The selected banner, 0 to count - 1. */
  selected = 0;
  /** Where the strip stands when no move runs, 0 to `count` (the copy). */
  private place = 0;
  private move: Animation | null = null;
  private drag: { pointer: number; x: number; from: number } | null = null;
  /** A click that ends a drag is not a click on the banner's link. */
  private dragged = false;
  private readonly listeners: [string, (event: Event) => void, boolean][];

  constructor(private readonly options: BannerMotionOptions) {
    // A carousel started again (another number of banners) starts from the first.
    options.strip.style.transform = '';
    this.listeners = [
      ['pointerdown', (event) => this.pointerDown(event as PointerEvent), false],
      ['pointermove', (event) => this.pointerMove(event as PointerEvent), false],
      ['pointerup', (event) => this.pointerUp(event as PointerEvent), false],
      ['pointercancel', (event) => this.pointerUp(event as PointerEvent), false],
      ['click', (event) => this.swallowClickAfterDrag(event), true],
      // The browser's own drag of a link or an image would take the pointer away.
      ['dragstart', (event) => event.preventDefault(), false],
    ];
    for (const [type, listener, capture] of this.listeners) options.viewport.addEventListener(type, listener, capture);
  }

  destroy() {
    for (const [type, listener, capture] of this.listeners) this.options.viewport.removeEventListener(type, listener, capture);
    this.move?.cancel();
  }

  next() {
    const { count, instant } = this.options;
    const at = this.selected + 1;
    this.moveTo(instant ? at % count : at, instant);
  }

  previous() {
    const { count, instant } = this.options;
    if (this.selected === 0 && !instant) {
      // From the copy of the first banner, which looks the same, back to the last one.
      if (this.currentPlace() === 0) this.setPlace(count);
      this.moveTo(count - 1, false);
    } else this.moveTo((this.selected - 1 + count) % count, instant);
  }

  /** Shows banner `index` (0 to count - 1), at once when `instant`. */
  goTo(index: number, instant = this.options.instant) {
    // A browser without `overflow: clip` (Safari before 16) scrolls the frame to a focused link.
    this.options.viewport.scrollLeft = 0;
    this.moveTo(index, instant);
  }

  /** Puts the strip at `at` at once. */
  private setPlace(at: number) {
    this.place = at;
    this.options.strip.style.transform = at === 0 ? '' : placeAt(at);
  }

  /** Where the strip is now, a move under way included (read from its computed transform). */
  private currentPlace() {
    const { strip } = this.options;
    if (this.move?.playState !== 'running') return this.place;
    const width = strip.getBoundingClientRect().width;
    const offset = new DOMMatrixReadOnly(getComputedStyle(strip).transform).m41;
    return width ? -offset / width : this.place;
  }

  /** Moves the strip to `target` (0 to `count`, the copy), animated unless `instant`; the banner there is the selected one. */
  private moveTo(target: number, instant: boolean) {
    const from = this.currentPlace();
    this.move?.cancel();
    this.move = null;
    this.selected = target % this.options.count;
    this.options.onSelect(this.selected);
    const settle = () => this.setPlace(target === this.options.count ? 0 : target);
    if (instant || from === target) return settle();
    this.setPlace(target);
    const move = this.options.strip.animate([{ transform: placeAt(from) }, { transform: placeAt(target) }], {
      duration: this.options.moveMs,
      easing: 'ease-in-out',
    });
    this.move = move;
    move.finished.then(
      () => {
        if (this.move !== move) return;
        this.move = null;
        settle();
      },
      // Cancelled by the next move or a drag, which start where this one was.
      () => undefined,
    );
  }

  // Dragging (a finger or a mouse): the strip follows the pointer, looping past either end, and
  // when it is let go moves on to the banner it was dragged towards.
  private pointerDown(event: PointerEvent) {
    if (!event.isPrimary || event.button !== 0) return;
    this.dragged = false;
    // `from` is known once the pointer has travelled: a click leaves a move under way alone.
    this.drag = { pointer: event.pointerId, x: event.clientX, from: Number.NaN };
    this.options.onHold(true);
  }

  private pointerMove(event: PointerEvent) {
    const { drag } = this;
    const width = this.options.viewport.clientWidth;
    if (!drag || event.pointerId !== drag.pointer || !width) return;
    if (Number.isNaN(drag.from)) {
      if (Math.abs(event.clientX - drag.x) < DRAG_SLOP_PX) return;
      drag.from = this.currentPlace();
      drag.x = event.clientX;
      this.move?.cancel();
      this.move = null;
      this.options.viewport.setPointerCapture(event.pointerId);
    }
    const { count } = this.options;
    let at = drag.from - (event.clientX - drag.x) / width;
    while (at < 0) at += count;
    while (at > count) at -= count;
    this.setPlace(at);
  }

  private pointerUp(event: PointerEvent) {
    const { drag } = this;
    if (!drag || event.pointerId !== drag.pointer) return;
    this.drag = null;
    this.options.onHold(false);
    if (Number.isNaN(drag.from)) return;
    this.dragged = true;
    const travelled = -(event.clientX - drag.x) / (this.options.viewport.clientWidth || 1);
    const at = this.place;
    const target = travelled > DRAG_TO_MOVE ? Math.ceil(at) : travelled < -DRAG_TO_MOVE ? Math.floor(at) : Math.round(at);
    this.moveTo(Math.min(Math.max(target, 0), this.options.count), this.options.instant);
  }

  private swallowClickAfterDrag(event: Event) {
    if (!this.dragged) return;
    this.dragged = false;
    event.preventDefault();
    event.stopPropagation();
  }
}
