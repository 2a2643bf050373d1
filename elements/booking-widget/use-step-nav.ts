import { useStore } from '@nanostores/react';
import { flowStepOf, prevStep } from '../../shared/booking/flow.ts';
import type { Step } from '../../shared/booking/widget-config.ts';
import { useUi } from './use-ui.ts';

/** A booking step's title, description and buttons, from its configured flow step. */
export interface StepNav {
  title: string | undefined;
  description: string | undefined;
  onBack: (() => void) | undefined;
  showNext: boolean;
  nextText: string | undefined;
}

/** The configured title, description and buttons of `step`. */
export function useStepNav(step: Step): StepNav {
  const { widget } = useUi();
  const context = useStore(widget.flow.$context);
  const config = flowStepOf(step, context);
  const back = prevStep(step, context);
  return {
    title: config?.title,
    description: config?.description,
    onBack: back && config?.showBackButton !== false ? () => widget.flow.back() : undefined,
    showNext: config?.showNextButton !== false,
    nextText: config?.nextButtonText,
  };
}
