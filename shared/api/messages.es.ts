/** Spanish texts of the shared API answers (loaded only on Spanish pages). */
export const api: Record<string, string> = {
  tooManyAttempts_one: 'Demasiados intentos. Inténtalo de nuevo en {count} minuto.',
  tooManyAttempts_other: 'Demasiados intentos. Inténtalo de nuevo en {count} minutos.',
};
