// https://vike.dev/onBeforePrerenderStart
import { services } from '../../../content/servicePages.ts';

/** One page per service record: /services/ai-automation, … */
export default function onBeforePrerenderStart(): string[] {
  return services.map((service) => service.path);
}
