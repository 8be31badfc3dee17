import { IntroForms } from './IntroForms';
import { IntroSteps } from './IntroSteps';

/** /intro's steps with their forms in the same module graph (the route loads the forms on demand: IntroPage). */
export function IntroFlow() {
  return <IntroSteps Forms={IntroForms} />;
}
