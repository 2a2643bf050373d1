import { useId, type ReactNode } from 'react';
import type { MealType } from '../../../shared/booking/presets.ts';
import * as schedule from '../css/schedule.css.ts';
import { useUi } from '../use-ui.ts';

/**
 * 'Meal type' on the restaurant's date step: one native radio per meal with its length (arrow keys
 * move the choice, a screen reader reads the name and length). Choosing one reloads the times.
 */
export function MealTypePicker({
  meals,
  value,
  onChange,
}: {
  meals: readonly MealType[];
  value: string | undefined;
  onChange: (id: string) => void;
}): ReactNode {
  const { t } = useUi();
  const name = useId();
  return (
    <fieldset className={`${schedule.section} ${schedule.meals}`} data-meal-types="">
      <legend className={schedule.guestLegend}>{t('mealTypeLabel')}</legend>
      {meals.map((meal) => (
        <label key={meal.id} className={schedule.meal}>
          <input type="radio" name={name} value={meal.id} checked={meal.id === value} onChange={() => onChange(meal.id)} />
          <span>{meal.name}</span>
          <span className={schedule.slotSpots}>{t('minutes', { count: meal.duration })}</span>
        </label>
      ))}
    </fieldset>
  );
}
