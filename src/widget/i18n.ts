/**
 * The widget's texts, each in en, ru and es (that order: LANGUAGES), side by side so every key is written once. The
 * widget carries its own small dictionary instead of i18next: it is the whole of what a visitor reads, and the
 * library alone would exceed the budget.
 */
export const LANGUAGES = ['en', 'ru', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const widgetTexts = {
  required: ['{0} is a required field', 'Поле «{0}» обязательно', '{0} es un campo obligatorio'],
  emailInvalid: ['Email is not valid', 'Некорректный e-mail', 'El correo electrónico no es válido'],
  phoneInvalid: ['Phone number is not valid', 'Некорректный номер телефона', 'El número de teléfono no es válido'],
  oneOf: ['{0} must be one of: {1}', '«{0}» должно быть одним из: {1}', '{0} debe ser uno de: {1}'],
  tooLong: ['Too long: at most {1} characters', 'Слишком длинно: не более {1} символов', 'Demasiado largo: como máximo {1} caracteres'],
  refused: ['This value is not accepted', 'Такое значение не принимается', 'Este valor no se acepta'],
  contactNeeded: ['Leave an e-mail or a phone number', 'Оставьте e-mail или телефон', 'Deja un correo o un teléfono'],
  fixErrors: ['Fill all the fields, please', 'Заполните, пожалуйста, все поля', 'Rellena todos los campos, por favor'],
  generate: ['Generate', 'Сгенерировать', 'Generar'],
  send: ['Send', 'Отправить', 'Enviar'],
  email: ['E-mail', 'E-mail', 'Correo electrónico'],
  phone: ['Phone', 'Телефон', 'Teléfono'],
  name: ['Name', 'Имя', 'Nombre'],
  optional: ['(optional)', '(необязательно)', '(opcional)'],
  copy: ['Copy', 'Копировать', 'Copiar'],
  copied: ['The answer is copied.', 'Ответ скопирован.', 'Respuesta copiada.'],
  stop: ['Stop', 'Стоп', 'Detener'],
  more: ['Generate more', 'Ещё вариант', 'Generar más'],
  reset: ['Start over', 'Начать заново', 'Empezar de nuevo'],
  answer: ['Answer', 'Ответ', 'Respuesta'],
  generating: ['Writing the answer…', 'Пишем ответ…', 'Escribiendo la respuesta…'],
  ready: ['The answer is ready.', 'Ответ готов.', 'La respuesta está lista.'],
  stopped: ['Stopped. The answer so far is kept.', 'Остановлено. Написанное сохранено.', 'Detenido. Se conserva lo escrito hasta ahora.'],
  generation_failed: [
    'The answer could not be finished. Please try again.',
    'Не удалось закончить ответ. Попробуйте ещё раз.',
    'No se pudo terminar la respuesta. Inténtalo de nuevo.',
  ],
  not_enough_credits: [
    'This form cannot answer right now: its owner has used up the monthly limit. Please try again later.',
    'Форма сейчас не может ответить: у владельца закончился месячный лимит. Попробуйте позже.',
    'Este formulario no puede responder ahora: su propietario agotó el límite mensual. Inténtalo más tarde.',
  ],
  openai_key_missing: [
    'This form cannot answer right now: its owner has not set up the AI provider key yet.',
    'Форма сейчас не может ответить: владелец ещё не указал ключ AI-провайдера.',
    'Este formulario no puede responder ahora: su propietario aún no configuró la clave del proveedor de IA.',
  ],
  network: [
    'Could not reach the server. Check the connection and try again; what you typed is kept.',
    'Нет связи с сервером. Проверьте подключение и попробуйте снова; введённое сохранено.',
    'No se pudo conectar con el servidor. Revisa la conexión e inténtalo de nuevo; lo que escribiste se conserva.',
  ],
  unavailable: ['This form is not available.', 'Эта форма недоступна.', 'Este formulario no está disponible.'],
  loading: ['Loading the form…', 'Загружаем форму…', 'Cargando el formulario…'],
  thanks: ['Thank you!', 'Спасибо!', '¡Gracias!'],
  leadPrompt: ['Leave your contact details', 'Оставьте контакты', 'Deja tus datos de contacto'],
  emailTeaser: [
    'This is the beginning of the answer. Leave your e-mail to get all of it.',
    'Это начало ответа. Оставьте e-mail, чтобы получить его целиком.',
    'Este es el comienzo de la respuesta. Deja tu correo para recibirla completa.',
  ],
  emailed: ['The full answer has been sent to your e-mail.', 'Полный ответ отправлен вам на e-mail.', 'La respuesta completa se envió a tu correo.'],
  redirecting: ['Opening the next page…', 'Открываем следующую страницу…', 'Abriendo la página siguiente…'],
  failed: [
    'Something went wrong. Please try again; what you typed is kept.',
    'Что-то пошло не так. Попробуйте ещё раз; введённое сохранено.',
    'Algo salió mal. Inténtalo de nuevo; lo que escribiste se conserva.',
  ],
  madeWith: ['Made with Lead Forms', 'Сделано в Lead Forms', 'Hecho con Lead Forms'],
} satisfies Record<string, [en: string, ru: string, es: string]>;
export type TextKey = keyof typeof widgetTexts;

/** BCP-47 by primary subtag: ru-RU → ru, es-MX → es; anything else → en. */
export function matchLanguage(tag: string | null | undefined): Lang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Lang) : null;
}

/** The form's language when it names one we have, else the visitor's first that we have, else English. */
export function pickLanguage(formLanguage: string | null | undefined, visitorLanguages: readonly string[]): Lang {
  return matchLanguage(formLanguage) ?? visitorLanguages.map(matchLanguage).find((lang) => lang !== null) ?? 'en';
}

export type Translate = (key: TextKey, ...args: string[]) => string;
export function translator(lang: Lang): Translate {
  const index = LANGUAGES.indexOf(lang);
  return (key, ...args) => widgetTexts[key][index]!.replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? '');
}
