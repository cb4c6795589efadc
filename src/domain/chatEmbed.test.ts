import { describe, expect, it } from 'vitest';
import { CONTACT_REQUEST } from './chatEmbed';

describe('a question that asks to be contacted', () => {
  it.each([
    'How can I contact you?',
    'Can someone call me tomorrow?',
    'What is your e-mail?',
    'I want to talk to a human',
    'Как с вами связаться?',
    'Дайте ваши контакты, пожалуйста',
    'Перезвоните мне',
    '¿Cómo puedo contactar con ustedes?',
    '¿Cuál es su correo?',
  ])('asks for an e-mail at once: %s', (question) => {
    expect(CONTACT_REQUEST.test(question)).toBe(true);
  });

  it.each(['When are you open?', 'What does it cost?', 'Do you sell contactless cards?', 'Is there a mailbox near the shop?', 'Когда вы открыты?', '¿Cuánto cuesta?'])(
    'waits for the number of answers: %s',
    (question) => {
      expect(CONTACT_REQUEST.test(question)).toBe(false);
    },
  );
});
