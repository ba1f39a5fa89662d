import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Layout and text as plain elements with the classes of `styles/layout.css`: no hooks, no context, no styles
 * computed per render — what a page shows at rest costs only its markup (docs/render-cost.md). They look like
 * Mantine's Container, Stack, Group, SimpleGrid, Text, Title, Paper/Card, Alert and ThemeIcon, from the same theme
 * variables. Mantine stays for what the customer operates: inputs, buttons, menus, dialogs.
 */
export type Space = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Breakpoint = 'xs' | 'sm' | 'md';
type Tag = 'div' | 'section' | 'nav' | 'ul' | 'ol' | 'li' | 'main' | 'header' | 'footer' | 'span' | 'p' | 'article';

interface BoxProps extends HTMLAttributes<HTMLElement> {
  as?: Tag;
  children?: ReactNode;
  /** Shown only from this width up (`visibleFrom`), or only below it (`hiddenFrom`), as in Mantine. */
  visibleFrom?: Breakpoint;
  hiddenFrom?: Breakpoint;
}

export function cx(...names: (string | false | null | undefined)[]): string {
  // A loop rather than filter and join: every plain element of every page passes here.
  let joined = '';
  for (const name of names) if (name) joined = joined ? `${joined} ${name}` : name;
  return joined;
}

function Box({ as: Element = 'div', visibleFrom, hiddenFrom, className, base, ...props }: BoxProps & { base: string }) {
  return (
    <Element
      className={cx(base, visibleFrom && `y-from-${visibleFrom}`, hiddenFrom && `y-below-${hiddenFrom}`, className)}
      {...props}
    />
  );
}

export function Container({ size = 'lg', ...props }: BoxProps & { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }) {
  return <Box base={`y-container y-container-${size}`} {...props} />;
}

/** A gap from the theme's spacing, or a few pixels where a design needs less than `xs`. */
type Gap = Space | 2 | 4 | 6;

function gapClass(gap: Gap): string {
  return typeof gap === 'number' ? `y-gap-${gap}px` : `y-gap-${gap}`;
}

export function Stack({ gap = 'md', ...props }: BoxProps & { gap?: Gap }) {
  return <Box base={`y-stack ${gapClass(gap)}`} {...props} />;
}

export function Group({
  gap = 'md',
  justify,
  align,
  nowrap,
  ...props
}: BoxProps & {
  gap?: Gap;
  justify?: 'between' | 'end' | 'center';
  align?: 'start' | 'end' | 'baseline';
  nowrap?: boolean;
}) {
  return (
    <Box
      base={cx(
        'y-group',
        gapClass(gap),
        justify && `y-justify-${justify}`,
        align && `y-align-${align}`,
        nowrap && 'y-nowrap',
      )}
      {...props}
    />
  );
}

type Cols = 1 | 2 | 3 | 4;

/** Equal columns: `cols` on phones, `xs` from 36em, `sm` from 48em, `md` from 62em (Mantine's breakpoints). */
export function Grid({
  cols = 1,
  xs,
  sm,
  md,
  gap = 'md',
  ...props
}: BoxProps & { cols?: Cols; xs?: Cols; sm?: Cols; md?: Cols; gap?: Space }) {
  return (
    <Box
      base={cx(
        'y-grid',
        `y-cols-${cols}`,
        xs && `y-xs-cols-${xs}`,
        sm && `y-sm-cols-${sm}`,
        md && `y-md-cols-${md}`,
        `y-gap-${gap}`,
      )}
      {...props}
    />
  );
}

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export function Text({
  size,
  dimmed,
  weight,
  as = 'p',
  ...props
}: BoxProps & { size?: Size; dimmed?: boolean; weight?: 500 | 600 | 700 | 800 }) {
  return (
    <Box
      as={as}
      base={cx('y-text', size && `y-fz-${size}`, dimmed && 'y-dimmed', weight && `y-fw-${weight}`)}
      {...props}
    />
  );
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading of `order` (h1–h6) that looks like `look` (by default its own level), as Mantine's Title. */
export function Title({
  order,
  look = order,
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { order: Level; look?: Level }) {
  const Heading = `h${order}` as const;
  return <Heading className={cx('y-title', `y-h${look}`, className)} {...props} />;
}

/** A bordered surface: Mantine's Card (padding lg) or, with `shadow`, its Paper with a shadow (padding xl). */
export function Card({ padding = 'lg', shadow, ...props }: BoxProps & { padding?: Space; shadow?: boolean }) {
  return <Box base={cx('y-card', `y-pad-${padding}`, shadow && 'y-shadow')} {...props} />;
}

/**
 * A message box: `red` for errors, `gray` for notes, `teal` for done, the primary colour otherwise. Announced
 * (`role="alert"`) as Mantine's Alert is, unless the caller gives another role.
 */
export function Alert({
  tone,
  icon,
  title,
  children,
  ...props
}: BoxProps & { tone?: 'red' | 'gray' | 'teal'; icon?: ReactNode; title?: ReactNode }) {
  return (
    <Box base={cx('y-alert', tone && `y-alert-${tone}`)} role="alert" {...props}>
      {icon ? <span className="y-alert-icon">{icon}</span> : null}
      <div className="y-alert-body">
        {title ? <div className="y-alert-title">{title}</div> : null}
        <div className="y-alert-message">{children}</div>
      </div>
    </Box>
  );
}

/** A small capitalised label on a tinted pill (Mantine's light Badge); `filled` for the strong variant. */
export function Badge({
  tone,
  filled,
  large,
  children,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & {
  tone?: 'blue' | 'grape' | 'teal' | 'gray' | 'red' | 'orange';
  filled?: boolean;
  large?: boolean;
}) {
  return (
    <span
      className={cx('y-badge', tone && `y-badge-${tone}`, filled && 'y-filled', large && 'y-large', className)}
      {...props}
    >
      {children}
    </span>
  );
}

/** An icon on a tinted square or circle (Mantine's ThemeIcon, `light` or filled). */
export function IconBadge({
  size,
  round,
  light,
  children,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { size: number; round?: boolean; light?: boolean }) {
  const style: CSSProperties = { width: size, height: size, minWidth: size };
  return (
    <span className={cx('y-icon-badge', round && 'y-round', light && 'y-light')} style={style} {...props}>
      {children}
    </span>
  );
}

/** A text link's look (Mantine's Anchor) for `<a>` or `AppLink`: `underline` always, else on hover. */
export function anchorClass(options: { size?: Size; underline?: boolean } = {}): string {
  return cx('y-anchor', options.size && `y-fz-${options.size}`, options.underline && 'y-underline');
}

/** Text for screen readers only: Mantine's VisuallyHidden (its class, drawn by its stylesheet) as a plain element. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}
