import { home } from '../../content/home.ts';
import { packages } from '../../content/packages.ts';
import { Comparison } from '../../components/sections/Comparison.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Faq } from '../../components/sections/Faq.tsx';
import { Benefits, Features } from '../../components/sections/Features.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { Packages } from '../../components/sections/Packages.tsx';
import { Proof } from '../../components/sections/Proof.tsx';
import { Steps } from '../../components/sections/Steps.tsx';
import { Tools } from '../../components/sections/Tools.tsx';
import { Static } from '../../components/Static.tsx';

/** Home: the ten sections of SPEC §2 in order. */
export default function Page() {
  return (
    <>
      {/* Everything but the FAQ is static: it is adopted as pre-rendered, not hydrated (components/Static.tsx). */}
      <Static>
        <Hero {...home.hero} />
        <Comparison {...home.hiddenCost} />
        <Steps {...home.framework} />
        <Benefits {...home.benefits} />
        <Features {...home.features} />
        <Packages {...home.pricing} packages={packages} />
        <Tools {...home.tools} />
        <Proof {...home.proof} />
      </Static>
      <Faq {...home.faq} />
      <Static>
        <CtaBanner {...home.finalCta} />
      </Static>
    </>
  );
}
