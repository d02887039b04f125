/**
 * What the dashboard and alert rules in docs/ops/ name by hand — metric names, label values —
 * for the tests that check them against the registry (ops-docs.test.ts) and the app's routes
 * (modules/metrics/metrics.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const opsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/ops');

function read() {
  const dashboard = JSON.parse(readFileSync(path.join(opsDir, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { targets: { expr: string }[] }[];
  };
  const alerts = readFileSync(path.join(opsDir, 'prometheus-alerts.yml'), 'utf8');
  return { dashboard: dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n'), alerts };
}

/** Histograms are queried through their series; the family is what the registry knows. */
const familyOf = (series: string) => series.replace(/_(bucket|count|sum)$/, '');

export function metricNames(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\b(?:painel|nodejs|process)_[a-z0-9_]+/g)].map((m) => familyOf(m[0]))),
  ];
}

/**
 * Every value a matcher on `label` names (`label="a"`, `label=~"a|b"`, `label!~"a"`), in any
 * selector or, given `metric`, only in that metric's selectors (`metric{…}`, `metric_bucket{…}`).
 */
export function labelValues(text: string, label: string, metric?: string): string[] {
  const selectors = metric
    ? [...text.matchAll(new RegExp(`\\b${metric}(?:_bucket|_count|_sum)?\\{([^}]*)\\}`, 'g'))].map(
        (m) => m[1]!,
      )
    : [text];
  const values = selectors.flatMap((selector) =>
    [...selector.matchAll(new RegExp(`\\b${label}(?:!~|=~|!=|=)"([^"]+)"`, 'g'))].flatMap((m) =>
      m[1]!.split('|'),
    ),
  );
  return [...new Set(values)];
}

export const opsDocs = read();
