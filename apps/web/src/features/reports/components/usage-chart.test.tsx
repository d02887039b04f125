import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { reportMessages } from '@painel/domain';
import { theme } from '../../../theme/theme';
import { expectNoAxeViolations } from '../../../test/axe';
import UsageChart, { type UsageChartDatum } from './usage-chart';

const MONTH: UsageChartDatum[] = [
  { productName: 'Assinaturas', amount: '31.900' },
  { productName: 'Localize', amount: '536.800' },
  { productName: 'SMS', amount: '114.300' },
];

function renderChart(data: readonly UsageChartDatum[], label?: string) {
  return render(
    <ThemeProvider theme={theme}>
      <UsageChart data={data} label={label} />
    </ThemeProvider>,
  );
}

/** What the chart says to a screen reader (money keeps its no-break space, 'R$\u00a031,90'). */
const SUMMARY = 'Assinaturas: R$\u00a031,90; Localize: R$\u00a0536,80; SMS: R$\u00a0114,30';

const chart = () => screen.getByRole('img', { name: /^Gráfico do valor total por produto no período\./ });

/** Each product's bar height, by name, as drawn. */
function barHeights(): Record<string, number> {
  return Object.fromEntries(
    [...chart().querySelectorAll('[data-product]')].map((group) => [
      group.getAttribute('data-product'),
      Number(group.querySelector('[data-bar]')?.getAttribute('height')),
    ]),
  );
}

describe('UsageChart', () => {
  it('is one image for screen readers, named with every total, and passes axe', async () => {
    renderChart(MONTH);
    expect(chart()).toHaveAccessibleName(`Gráfico do valor total por produto no período. ${SUMMARY}`);
    await expectNoAxeViolations();
  });

  it('takes the label it is given', () => {
    renderChart(MONTH, reportMessages.consumptionByProduct);
    expect(
      screen.getByRole('img', {
        name: `${reportMessages.consumptionByProduct}. ${SUMMARY}`,
      }),
    ).toBeInTheDocument();
  });

  it('draws one bar per product, as tall as its total, and names every product', () => {
    renderChart(MONTH);
    const heights = barHeights();
    expect(Object.keys(heights)).toEqual(['Assinaturas', 'Localize', 'SMS']);
    expect(heights.Localize).toBeGreaterThan(heights.SMS ?? Infinity);
    expect(heights.SMS).toBeGreaterThan(heights.Assinaturas ?? Infinity);
    expect(heights.Assinaturas).toBeGreaterThan(0);
    // The heights keep the amounts' proportions (536.8 / 114.3).
    expect((heights.Localize ?? 0) / (heights.SMS ?? 1)).toBeCloseTo(536.8 / 114.3, 2);
    for (const name of ['Assinaturas', 'Localize', 'SMS'])
      expect(within(chart()).getByText(name)).toBeInTheDocument();
  });

  it('marks the value axis in short money, from R$ 0 to a round figure above the highest total', () => {
    renderChart(MONTH);
    for (const tick of ['R$ 0', 'R$ 200', 'R$ 400', 'R$ 600'])
      expect(within(chart()).getByText(tick)).toBeInTheDocument();
    expect(within(chart()).queryByText('R$ 800')).toBeNull();
  });

  it('writes thousands on the axis as mil', () => {
    renderChart([
      { productName: 'Localize', amount: '1400.000' },
      { productName: 'SMS', amount: '250.500' },
    ]);
    for (const tick of ['R$ 0', 'R$ 500', 'R$ 1 mil', 'R$ 1,5 mil'])
      expect(within(chart()).getByText(tick)).toBeInTheDocument();
  });

  it("shows a product's exact total while the pointer is on it", async () => {
    const user = userEvent.setup();
    renderChart(MONTH);
    expect(screen.queryByText('R$ 536,80')).toBeNull();
    const localize = chart().querySelector('[data-product="Localize"] [data-bar]');
    if (!localize) throw new Error('Localize has no bar');
    await user.hover(localize);
    expect(within(chart()).getByText('R$ 536,80')).toBeVisible();
    expect(within(chart()).getByText(reportMessages.columns.amount)).toBeVisible();
    await user.unhover(localize);
    expect(screen.queryByText('R$ 536,80')).toBeNull();
  });

  it('says there is nothing to draw when no product was used', () => {
    renderChart([]);
    expect(screen.getByText(reportMessages.chartEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
