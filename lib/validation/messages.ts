/** Validation messages, exactly as SPEC §5 gives them. */
export const MESSAGES = {
  required: 'Пожалуйста, заполните это поле',
  lettersOnly: 'Поле может содержать только буквы',
  oneLayout: 'Пожалуйста, используйте только одну языковую раскладку',
  phone: 'Номер телефона введен неверно',
  digitsOnly: 'Поле может содержать только цифры',
  format: 'Неверный формат',
} as const;
