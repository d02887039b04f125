/**
 * The report's chart: the period's total per product, as bars, drawn in SVG by hand (a charting
 * library cost the report 90 kB gzip for this one chart). Its own chunk, loaded with the report.
 * The figures are also in the table; the chart is labelled as a whole for screen readers, and
 * hovering (or tapping) a product shows its exact total.
 */
import { useLayoutEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatMoneyCompact, formatMoneyText, reportMessages } from '@painel/domain';

export interface UsageChartDatum {
  productName: string;
  amount: string;
}

const HEIGHT = 240;
/** Room left of the plot for the value axis ('R$ 1,5 mil'). */
const VALUE_AXIS_WIDTH = 76;
const TOP = 16;
const RIGHT = 16;
const TICK = 6;
/** The band axis's height: names in a row, or slanted when a band is too narrow for them. */
const NAMES_HEIGHT = 28;
const SLANTED_NAMES_HEIGHT = 56;
/** Below this band width (px) the names are slanted, as on a phone, so none overlaps the next. */
const SLANT_BELOW = 96;
/** A bar takes this share of its band; the rest is the gap between bars. */
const BAR_SHARE = 0.8;
/** Before the first measure (and where nothing is measured, as in jsdom). */
const DEFAULT_WIDTH = 640;

/**
 * The value axis's ticks: steps of 1, 2 or 5 × 10ⁿ (R$ 0,10 at least), about one per 50 px,
 * from a multiple of the step at or below the lowest value (0 at most) to one at or above the highest.
 */
function valueTicks(values: readonly number[], plotHeight: number): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const count = Math.max(2, Math.floor(plotHeight / 50));
  const raw = Math.max((high - low) / count, 0.1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
  const first = Math.floor(low / step);
  const last = Math.max(Math.ceil(high / step), first + 1);
  // Multiples of the step, rounded to its decimals: 0.1 * 3 is 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toFixed(decimals)));
}

/** The element's width, measured before the first paint and kept current as it resizes. */
function useWidth() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}

export default function UsageChart({
  data,
  label = reportMessages.chartLabel,
}: {
  data: readonly UsageChartDatum[];
  label?: string;
}) {
  const theme = useTheme();
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  if (data.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {reportMessages.chartEmpty}
      </Typography>
    );
  }
  const summary = data.map((d) => `${d.productName}: ${formatMoneyText(d.amount, 2)}`).join('; ');

  // Pixels only: the amounts stay decimal strings for every figure a person reads.
  const values = data.map((d) => Number(d.amount));
  const plotWidth = Math.max(width - VALUE_AXIS_WIDTH - RIGHT, 1);
  const band = plotWidth / data.length;
  const slanted = band < SLANT_BELOW;
  const bottom = HEIGHT - (slanted ? SLANTED_NAMES_HEIGHT : NAMES_HEIGHT);
  const ticks = valueTicks(values, bottom - TOP);
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => bottom - ((value - low) / (high - low)) * (bottom - TOP);
  const zero = y(0);
  const left = (index: number) => VALUE_AXIS_WIDTH + index * band;

  const { text, primary } = theme.palette;
  const axis = { stroke: text.primary, strokeWidth: 1, shapeRendering: 'crispEdges' } as const;
  const font = { fontFamily: theme.typography.fontFamily, fill: text.primary };
  const shown = active === null ? null : data[active];
  const shownValue = active === null ? 0 : (values[active] ?? 0);

  return (
    <Box
      ref={ref}
      role="img"
      aria-label={`${label}. ${summary}`}
      sx={{ width: '100%', position: 'relative' }}
      // A finger leaves as it lifts: on touch the last product tapped stays shown.
      onPointerLeave={(event) => event.pointerType !== 'touch' && setActive(null)}
    >
      <svg width="100%" height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} style={{ display: 'block' }}>
        {/* A product's band: pointing anywhere in it shows that product's total. */}
        {values.map((value, index) => (
          <g
            // The products come once each, in the API's order.
            key={data[index]?.productName}
            data-product={data[index]?.productName}
            onPointerEnter={() => setActive(index)}
          >
            <rect
              x={left(index)}
              y={TOP}
              width={band}
              height={bottom - TOP}
              fill={active === index ? theme.palette.action.hover : 'transparent'}
            />
            <rect
              data-bar
              x={left(index) + (band * (1 - BAR_SHARE)) / 2}
              y={Math.min(y(value), zero)}
              width={band * BAR_SHARE}
              height={Math.abs(zero - y(value))}
              fill={primary.main}
            />
          </g>
        ))}

        <line x1={VALUE_AXIS_WIDTH} x2={VALUE_AXIS_WIDTH} y1={TOP} y2={bottom} {...axis} />
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(${VALUE_AXIS_WIDTH} ${y(tick)})`}>
            <line x1={-TICK} x2={0} {...axis} />
            <text x={-TICK - 3} dominantBaseline="central" textAnchor="end" fontSize={12} {...font}>
              {formatMoneyCompact(tick)}
            </text>
          </g>
        ))}

        <line x1={VALUE_AXIS_WIDTH} x2={VALUE_AXIS_WIDTH + plotWidth} y1={bottom} y2={bottom} {...axis} />
        {data.map((d, index) => (
          <g key={d.productName}>
            <line x1={left(index + 1)} x2={left(index + 1)} y1={bottom} y2={bottom + TICK} {...axis} />
            <text
              transform={`translate(${left(index) + band / 2} ${bottom + TICK + 3})${slanted ? ' rotate(-35)' : ''}`}
              textAnchor={slanted ? 'end' : 'middle'}
              dominantBaseline="hanging"
              fontSize={slanted ? 11 : 12}
              {...font}
            >
              {d.productName}
            </text>
          </g>
        ))}
        <line x1={VALUE_AXIS_WIDTH} x2={VALUE_AXIS_WIDTH} y1={bottom} y2={bottom + TICK} {...axis} />
      </svg>

      {shown && active !== null && (
        <Paper
          elevation={3}
          sx={{
            position: 'absolute',
            // Above the bar when there is room, otherwise over its top; the box slides along its
            // anchor so the first and last products' boxes stay inside the chart.
            left: left(active) + band / 2,
            top: y(Math.max(shownValue, 0)),
            transform: `translate(-${((left(active) + band / 2) / width) * 100}%, ${
              y(Math.max(shownValue, 0)) - TOP > 64 ? 'calc(-100% - 6px)' : '6px'
            })`,
            pointerEvents: 'none',
            px: 1.5,
            py: 1,
            whiteSpace: 'nowrap',
          }}
        >
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {shown.productName}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 10, height: 10, bgcolor: primary.main, borderRadius: 0.25 }} />
            <Typography variant="body2" color="text.secondary">
              {reportMessages.columns.amount}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 500, ml: 1 }}>
              {formatMoneyText(shown.amount, 2)}
            </Typography>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
