/**
 * The widget's texts in en, ru and es (same keys). The widget carries its own small dictionary instead of
 * i18next: it is the whole of what a visitor reads, and the library alone would exceed the budget.
 */
const en = {
  required: '{0} is a required field',
  emailInvalid: 'Email is not valid',
  phoneInvalid: 'Phone number is not valid',
  oneOf: '{0} must be one of: {1}',
  tooLong: 'Too long: at most {1} characters',
  refused: 'This value is not accepted',
  contactNeeded: 'Leave an e-mail or a phone number',
  fixErrors: 'Fill all the fields, please',
  generate: 'Generate',
  send: 'Send',
  email: 'E-mail',
  phone: 'Phone',
  name: 'Name',
  optional: '(optional)',
  copy: 'Copy',
  copied: 'The answer is copied.',
  stop: 'Stop',
  more: 'Generate more',
  reset: 'Start over',
  answer: 'Answer',
  generating: 'Writing the answer…',
  ready: 'The answer is ready.',
  stopped: 'Stopped. The answer so far is kept.',
  generation_failed: 'The answer could not be finished. Please try again.',
  not_enough_credits: 'This form cannot answer right now: its owner has used up the monthly limit. Please try again later.',
  openai_key_missing: 'This form cannot answer right now: its owner has not set up the AI provider key yet.',
  network: 'Could not reach the server. Check the connection and try again; what you typed is kept.',
  unavailable: 'This form is not available.',
  loading: 'Loading the form…',
  thanks: 'Thank you!',
  leadPrompt: 'Leave your contact details',
  emailTeaser: 'This is the beginning of the answer. Leave your e-mail to get all of it.',
  emailed: 'The full answer has been sent to your e-mail.',
  redirecting: 'Opening the next page…',
  failed: 'Something went wrong. Please try again; what you typed is kept.',
};
export type TextKey = keyof typeof en;
type Texts = Record<TextKey, string>;

const ru: Texts = {
  required: 'Поле «{0}» обязательно',
  emailInvalid: 'Некорректный e-mail',
  phoneInvalid: 'Некорректный номер телефона',
  oneOf: '«{0}» должно быть одним из: {1}',
  tooLong: 'Слишком длинно: не более {1} символов',
  refused: 'Такое значение не принимается',
  contactNeeded: 'Оставьте e-mail или телефон',
  fixErrors: 'Заполните, пожалуйста, все поля',
  generate: 'Сгенерировать',
  send: 'Отправить',
  email: 'E-mail',
  phone: 'Телефон',
  name: 'Имя',
  optional: '(необязательно)',
  copy: 'Копировать',
  copied: 'Ответ скопирован.',
  stop: 'Стоп',
  more: 'Ещё вариант',
  reset: 'Начать заново',
  answer: 'Ответ',
  generating: 'Пишем ответ…',
  ready: 'Ответ готов.',
  stopped: 'Остановлено. Написанное сохранено.',
  generation_failed: 'Не удалось закончить ответ. Попробуйте ещё раз.',
  not_enough_credits: 'Форма сейчас не может ответить: у владельца закончился месячный лимит. Попробуйте позже.',
  openai_key_missing: 'Форма сейчас не может ответить: владелец ещё не указал ключ AI-провайдера.',
  network: 'Нет связи с сервером. Проверьте подключение и попробуйте снова; введённое сохранено.',
  unavailable: 'Эта форма недоступна.',
  loading: 'Загружаем форму…',
  thanks: 'Спасибо!',
  leadPrompt: 'Оставьте контакты',
  emailTeaser: 'Это начало ответа. Оставьте e-mail, чтобы получить его целиком.',
  emailed: 'Полный ответ отправлен вам на e-mail.',
  redirecting: 'Открываем следующую страницу…',
  failed: 'Что-то пошло не так. Попробуйте ещё раз; введённое сохранено.',
};

const es: Texts = {
  required: '{0} es un campo obligatorio',
  emailInvalid: 'El correo electrónico no es válido',
  phoneInvalid: 'El número de teléfono no es válido',
  oneOf: '{0} debe ser uno de: {1}',
  tooLong: 'Demasiado largo: como máximo {1} caracteres',
  refused: 'Este valor no se acepta',
  contactNeeded: 'Deja un correo o un teléfono',
  fixErrors: 'Rellena todos los campos, por favor',
  generate: 'Generar',
  send: 'Enviar',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  name: 'Nombre',
  optional: '(opcional)',
  copy: 'Copiar',
  copied: 'Respuesta copiada.',
  stop: 'Detener',
  more: 'Generar más',
  reset: 'Empezar de nuevo',
  answer: 'Respuesta',
  generating: 'Escribiendo la respuesta…',
  ready: 'La respuesta está lista.',
  stopped: 'Detenido. Se conserva lo escrito hasta ahora.',
  generation_failed: 'No se pudo terminar la respuesta. Inténtalo de nuevo.',
  not_enough_credits: 'Este formulario no puede responder ahora: su propietario agotó el límite mensual. Inténtalo más tarde.',
  openai_key_missing: 'Este formulario no puede responder ahora: su propietario aún no configuró la clave del proveedor de IA.',
  network: 'No se pudo conectar con el servidor. Revisa la conexión e inténtalo de nuevo; lo que escribiste se conserva.',
  unavailable: 'Este formulario no está disponible.',
  loading: 'Cargando el formulario…',
  thanks: '¡Gracias!',
  leadPrompt: 'Deja tus datos de contacto',
  emailTeaser: 'Este es el comienzo de la respuesta. Deja tu correo para recibirla completa.',
  emailed: 'La respuesta completa se envió a tu correo.',
  redirecting: 'Abriendo la página siguiente…',
  failed: 'Algo salió mal. Inténtalo de nuevo; lo que escribiste se conserva.',
};

export const dictionaries = { en, ru, es };
export type Lang = keyof typeof dictionaries;

/** BCP-47 by primary subtag: ru-RU → ru, es-MX → es; anything else → en. */
export function matchLanguage(tag: string | null | undefined): Lang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary in dictionaries ? (primary as Lang) : null;
}

/** The form's language when it names one we have, else the visitor's first that we have, else English. */
export function pickLanguage(formLanguage: string | null | undefined, visitorLanguages: readonly string[]): Lang {
  return matchLanguage(formLanguage) ?? visitorLanguages.map(matchLanguage).find((lang) => lang !== null) ?? 'en';
}

export type Translate = (key: TextKey, ...args: string[]) => string;
export function translator(lang: Lang): Translate {
  return (key, ...args) => dictionaries[lang][key].replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? '');
}
