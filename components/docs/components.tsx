/**
 * What docs MDX files (content/docs/*.mdx) render with: the shared headings, links, tables and callouts, plus
 * the docs' own components, each typed by the content module the file passes it data from.
 */
import { baseComponents } from '../mdx/components.tsx';
import { ActionPlan } from './ActionPlan.tsx';
import { CardGrid } from './ProseCardGrid.tsx';
import { Checklist } from './Checklist.tsx';
import { Downloads } from './Downloads.tsx';
import { EmergencyCall } from './EmergencyCall.tsx';
import { Escalation } from './Escalation.tsx';
import { Guide } from './Guide.tsx';
import { Journey } from './Journey.tsx';
import { Modules } from './Modules.tsx';
import { QuickChecks } from './QuickChecks.tsx';
import { Steps } from './ProseSteps.tsx';
import { Timeline } from './Timeline.tsx';
import { TroubleshootingGuide } from './TroubleshootingGuide.tsx';

export const docsComponents = {
  ...baseComponents,
  CardGrid,
  Steps,
  ActionPlan,
  Journey,
  Checklist,
  Timeline,
  QuickChecks,
  TroubleshootingGuide,
  Escalation,
  EmergencyCall,
  Modules,
  Downloads,
  Guide,
};
