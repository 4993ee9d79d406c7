import { home } from '../../content/home.ts';
import { packages } from '../../content/packages.ts';
import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { Comparison } from '../../components/sections/Comparison.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Faq } from '../../components/sections/Faq.tsx';
import { Benefits } from '../../components/sections/Features.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { Packages } from '../../components/sections/Packages.tsx';
import { Proof } from '../../components/sections/Proof.tsx';
import { Steps } from '../../components/sections/Steps.tsx';
import { Tools } from '../../components/sections/Tools.tsx';
import { NotedPage } from '../../components/sections/Notes.tsx';

/** Home: the ten sections of docs/product.md#home in order. Static HTML; only the FAQ accordion is an island. */
export default function Page() {
  return (
    <NotedPage>
      <Hero {...home.hero} />
      <Comparison {...home.hiddenCost} />
      <Steps {...home.framework} />
      <Benefits {...home.benefits} />
      <CardGrid {...home.features} tone="muted" />
      <Packages {...home.pricing} packages={packages} />
      <Tools {...home.tools} />
      <Proof {...home.proof} />
      <Faq {...home.faq} />
      <CtaBanner {...home.finalCta} />
    </NotedPage>
  );
}
