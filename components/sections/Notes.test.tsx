import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { benchmarks, claims } from '../../content/claims.ts';
import { Claim, NotedPage } from './Notes.tsx';

describe('<Claim> in MDX', () => {
  it('states the figure it names, not the label of a table of figures, with its reference and note', () => {
    const html = renderToStaticMarkup(
      <NotedPage>
        <p>
          falls by <Claim of={claims.reductionByProcess} value={benchmarks.reduction.invoices} />
        </p>
      </NotedPage>,
    );
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain(`falls by ${benchmarks.reduction.invoices}1`);
    expect(text).not.toContain(`falls by ${claims.reductionByProcess.value}`);
    expect(html).toContain('href="#note-reduction-by-process"');
  });
});
