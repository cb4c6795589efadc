import type { GeneratedField, GeneratedForm, IdeasResult } from '../../src/api/schemas';
import type { CollectLeadStrategy } from '../../src/domain/formModel';

/*
 * What the mock AI "knows": a few kinds of business, recognised by words of the owner's text (English, Russian
 * and Spanish), each with its ideas and the questions its forms ask. The answers are assembled from the text the
 * owner sent, so different businesses and different ideas give different forms.
 */

export const businessKinds = ['bakery', 'dentist', 'lawyer', 'gym', 'realEstate', 'generic'] as const;
export type BusinessKind = (typeof businessKinds)[number];

interface Business {
  /** Word stems that mark a text as about this business (lower case). */
  words: readonly string[];
  /** Who the AI plays in the prompt. */
  role: string;
  /** What the business is called in idea titles. */
  noun: string;
  /** Ideas: [title, one line]; regenerating moves on through the list. */
  ideas: readonly (readonly [string, string])[];
  /** The questions its forms ask, most important first. */
  fields: readonly GeneratedField[];
}

const text = (key: string, title: string, hint = '', required = true): GeneratedField => ({ type: 'text', key, title, hint, required });
const choice = (key: string, title: string, options: string[], multiple = false, required = true): GeneratedField => ({
  type: 'choice',
  key,
  title,
  hint: '',
  options,
  multiple,
  required,
});

const businesses: Record<BusinessKind, Business> = {
  bakery: {
    words: ['bakery', 'bake', 'cake', 'bread', 'pastr', 'cupcake', 'пекарн', 'торт', 'хлеб', 'кондитер', 'выпечк', 'panader', 'pastel', 'tarta', 'reposter'],
    role: 'an experienced pastry chef and bakery owner',
    noun: 'cake',
    ideas: [
      ['Cake price calculator', 'Guests pick the occasion, size and flavour and see an instant price range.'],
      ['Which cake suits your party? quiz', 'Five quick questions recommend the cake that fits the celebration.'],
      ['Party dessert planner', 'A sweet table plan with quantities for the number of guests.'],
      ['Allergy-friendly treat finder', 'Visitors list what they avoid and get safe treats from the menu.'],
      ['Wedding cake consultation request', 'Couples describe their wedding and get a first cake proposal.'],
      ['Bread subscription picker', 'A weekly bread box matched to the household and its tastes.'],
      ['Custom cake design helper', 'Turns a theme and colours into a described cake design.'],
    ],
    fields: [
      choice('occasion', 'What is the occasion?', ['Birthday', 'Wedding', 'Corporate event', 'Baby shower', 'Other']),
      text('guests', 'How many guests?', 'An approximate number is fine.'),
      choice('flavour', 'Which flavours do you like?', ['Chocolate', 'Vanilla', 'Red velvet', 'Lemon', 'Carrot'], true),
      choice('diet', 'Any dietary needs?', ['None', 'Gluten-free', 'Vegan', 'Nut-free', 'Sugar-free'], true, false),
      text('date', 'When do you need it?', 'The date of the event.'),
    ],
  },
  dentist: {
    words: ['dentist', 'dental', 'teeth', 'tooth', 'orthodont', 'smile', 'стоматолог', 'зуб', 'dentista', 'diente', 'ortodonc'],
    role: 'a friendly, careful dentist',
    noun: 'dental',
    ideas: [
      ['Treatment cost estimator', 'Patients describe their case and see a likely price range before a visit.'],
      ['Teeth whitening suitability check', 'A short check of whether whitening is a good idea and which kind.'],
      ['Dental anxiety helper', 'Tips to feel calm at the next visit, tailored to what worries the patient.'],
      ['Child first visit guide', 'Parents get a step-by-step plan for their child’s first dental visit.'],
      ['Implant or bridge? quiz', 'Compares the options for a missing tooth from the patient’s answers.'],
      ['Oral care routine builder', 'A daily routine for the patient’s teeth, gums and habits.'],
    ],
    fields: [
      choice('concern', 'What brings you in?', ['Pain', 'Check-up', 'Whitening', 'Missing tooth', 'Braces']),
      text('symptoms', 'Describe what you feel or want to change', 'For example: sensitivity to cold on the left side.'),
      text('last_visit', 'When was your last dental visit?', '', false),
      choice('anxiety', 'How do you feel about dental visits?', ['Relaxed', 'A bit nervous', 'Very anxious']),
      text('age', 'Your age'),
    ],
  },
  lawyer: {
    words: ['lawyer', 'legal', 'law firm', 'attorney', 'solicitor', 'юрист', 'адвокат', 'юридич', 'abogad', 'jurídic', 'despacho'],
    role: 'an experienced lawyer who explains things in plain language (not legal advice)',
    noun: 'legal',
    ideas: [
      ['Do I have a case? checker', 'Visitors describe their situation and get a first plain-language assessment.'],
      ['Legal cost estimator', 'A likely fee range for the visitor’s kind of matter.'],
      ['Document checklist generator', 'The documents to gather before the first consultation.'],
      ['Contract red-flag scan', 'Visitors paste a clause and get the points to ask a lawyer about.'],
      ['Next steps planner', 'A step-by-step plan for the visitor’s legal situation with deadlines to watch.'],
      ['Which service do you need? quiz', 'Routes the visitor to the right practice area.'],
    ],
    fields: [
      choice('area', 'What is your matter about?', ['Family', 'Employment', 'Property', 'Business', 'Immigration', 'Other']),
      text('situation', 'Describe your situation', 'The main facts, in a few sentences.'),
      text('deadline', 'Is there a deadline or court date?', '', false),
      choice('stage', 'Where are you now?', ['Just starting', 'Negotiating', 'Already in court']),
      text('location', 'Country or region'),
    ],
  },
  gym: {
    words: ['gym', 'fitness', 'workout', 'trainer', 'training', 'crossfit', 'yoga', 'pilates', 'фитнес', 'спортзал', 'тренер', 'тренировк', 'gimnasio', 'entrenador', 'entrenamiento'],
    role: 'a certified personal trainer',
    noun: 'fitness',
    ideas: [
      ['Personal workout plan generator', 'A weekly training plan from the visitor’s goal, level and time.'],
      ['Membership match quiz', 'Finds the membership that fits how and when the visitor trains.'],
      ['Calorie and macro calculator', 'Daily calories and macros for the visitor’s goal.'],
      ['Beginner first month plan', 'A gentle four-week start with what to do each visit.'],
      ['Fitness level check', 'A short self-test with a score and what to work on.'],
      ['Home workout builder', 'Exercises for the equipment the visitor has at home.'],
    ],
    fields: [
      choice('goal', 'What is your main goal?', ['Lose weight', 'Build muscle', 'Get fitter', 'Feel better']),
      choice('level', 'Your current level', ['Beginner', 'Intermediate', 'Advanced']),
      text('days', 'How many days a week can you train?'),
      choice('equipment', 'Where will you train?', ['At the gym', 'At home', 'Outdoors'], true),
      text('limits', 'Any injuries or limitations?', '', false),
    ],
  },
  realEstate: {
    words: ['real estate', 'realtor', 'property', 'apartment', 'house', 'mortgage', 'rent', 'недвижим', 'квартир', 'риелтор', 'риэлтор', 'ипотек', 'inmobiliari', 'piso', 'vivienda', 'hipoteca'],
    role: 'a local real estate agent',
    noun: 'property',
    ideas: [
      ['Home value estimator', 'Owners describe their home and get an estimated price range.'],
      ['Mortgage affordability calculator', 'How much the visitor could borrow and the monthly payment.'],
      ['Neighbourhood match quiz', 'Suggests areas that fit the visitor’s lifestyle and budget.'],
      ['Selling checklist generator', 'A step-by-step plan to get the home ready for sale.'],
      ['Rental yield calculator', 'Expected yield for an investment property.'],
      ['Buyer needs brief', 'Turns the visitor’s wishes into a clear brief for the agent.'],
    ],
    fields: [
      choice('intent', 'Are you buying, selling or renting?', ['Buying', 'Selling', 'Renting out', 'Looking to rent']),
      text('area', 'Which area or city?'),
      text('budget', 'Your budget or expected price', 'A range is fine.'),
      choice('type', 'Type of property', ['Apartment', 'House', 'Townhouse', 'Land']),
      text('bedrooms', 'How many bedrooms?', '', false),
    ],
  },
  generic: {
    words: [],
    role: 'an expert consultant for this business',
    noun: 'business',
    ideas: [
      ['Price estimate calculator', 'Visitors describe what they need and get an instant price range.'],
      ['Which service fits you? quiz', 'A short quiz that recommends the right service.'],
      ['Personal action plan', 'A step-by-step plan from a few questions about the visitor’s goal.'],
      ['Free quick audit', 'Visitors describe their situation and receive an audit with tips.'],
      ['Ideas generator', 'Fresh ideas for the visitor, based on their goals.'],
      ['FAQ answer bot', 'Answers the visitor’s question in the business’s voice.'],
    ],
    fields: [
      text('goal', 'What would you like to achieve?'),
      choice('timeline', 'When do you need it?', ['This week', 'This month', 'Later']),
      text('details', 'Tell us a bit more', 'Anything that helps us give a precise answer.', false),
      text('budget', 'Your budget', '', false),
    ],
  },
};

/** The business a text is about: the one with the most word matches (ties: the first listed). */
export function businessOf(input: string): BusinessKind {
  const lower = input.toLowerCase();
  let best: BusinessKind = 'generic';
  let bestCount = 0;
  for (const kind of businessKinds) {
    const count = businesses[kind].words.filter((word) => lower.includes(word)).length;
    if (count > bestCount) {
      best = kind;
      bestCount = count;
    }
  }
  return best;
}

/** `count` ideas for a text; `round` (0, 1, …) moves on through the business's list, as regenerating does. */
export function ideasFor(post: string, count: number, round: number): IdeasResult {
  const business = businesses[businessOf(post)];
  const list = business.ideas;
  const ideas = Array.from({ length: Math.min(count, list.length) }, (_, index) => {
    const [title, description] = list[(round * count + index) % list.length] ?? list[0] ?? ['Idea', ''];
    return { title, description };
  });
  return { ideas };
}

const toolKinds = ['calculator', 'quiz', 'plan', 'check', 'advice'] as const;
type ToolKind = (typeof toolKinds)[number];

const toolWords: Record<ToolKind, readonly string[]> = {
  calculator: ['calculat', 'estimat', 'price', 'cost', 'value', 'yield', 'fee', 'калькулятор', 'стоимост', 'цен', 'calculadora', 'precio', 'coste'],
  quiz: ['quiz', 'which', 'match', 'suits', 'fits', 'тест', 'какой', 'подбор', 'cuestionario', 'cuál'],
  plan: ['plan', 'routine', 'guide', 'checklist', 'steps', 'builder', 'план', 'чек-лист', 'guía', 'lista'],
  check: ['check', 'audit', 'scan', 'assessment', 'suitab', 'level', 'провер', 'аудит', 'revisión', 'evaluación'],
  advice: [],
};

function toolOf(idea: string): ToolKind {
  const lower = idea.toLowerCase();
  return toolKinds.find((kind) => toolWords[kind].some((word) => lower.includes(word))) ?? 'advice';
}

const toolShapes: Record<ToolKind, { fields: number; task: string; button: string; strategy: CollectLeadStrategy; ask: ('name' | 'email' | 'phone')[] }> = {
  calculator: { fields: 4, task: 'Give a realistic price range with a short breakdown of what drives it.', button: 'Calculate', strategy: 'BEFORE', ask: ['name', 'email', 'phone'] },
  quiz: { fields: 3, task: 'Recommend the single best option and explain why in three short points.', button: 'See my result', strategy: 'AFTER', ask: ['name', 'email'] },
  plan: { fields: 4, task: 'Write a clear step-by-step plan with a short reason for each step.', button: 'Get my plan', strategy: 'EMAIL', ask: ['name', 'email'] },
  check: { fields: 5, task: 'Give a short assessment, a score from 1 to 10 and the three most useful next steps.', button: 'Check now', strategy: 'BEFORE', ask: ['name', 'email'] },
  advice: { fields: 3, task: 'Give helpful, concrete advice in a friendly tone, in at most 200 words.', button: 'Get advice', strategy: 'AFTER', ask: ['name', 'email'] },
};

/** A short form name from an idea: its first sentence, at most 60 characters, cut at a word. */
function nameOf(idea: string): string {
  const first = idea.trim().split(/(?<=[.!?])\s|\n/)[0]?.trim() ?? '';
  const clean = first.replace(/[.!?]+$/, '');
  if (clean.length <= 60) return clean || 'New AI form';
  const cut = clean.slice(0, 60);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 30)).trim()}…`;
}

/** The business of an idea: the one that proposed it (its title opens the text), else by the words in it. */
function businessOfIdea(idea: string): BusinessKind {
  const lower = idea.trim().toLowerCase();
  const proposer = businessKinds.find((kind) => kind !== 'generic' && businesses[kind].ideas.some(([title]) => lower.startsWith(title.toLowerCase())));
  return proposer ?? businessOf(idea);
}

/** Asked when a business has no question of its own that the visitor answers in words. */
const anythingElse = text('details', 'Anything else we should know?', 'A sentence or two is enough.', false);

/**
 * The questions with at least one the visitor answers in their own words: the editor's rule (validateAiFields,
 * "You must add at least 1 field") holds for a generated form as for a hand-made one. When the chosen questions
 * are all choices (a quiz), the last one gives way to the business's first text question.
 */
function withTextQuestion(chosen: readonly GeneratedField[], all: readonly GeneratedField[]): GeneratedField[] {
  if (chosen.some((field) => field.type === 'text')) return [...chosen];
  const textQuestion = all.find((field) => field.type === 'text' && !chosen.some((c) => c.key === field.key)) ?? anythingElse;
  return [...chosen.slice(0, -1), textQuestion];
}

/** A whole form for an idea: questions of the business the idea is about, shaped by what kind of tool it is. */
export function formFor(idea: string): GeneratedForm {
  const business = businesses[businessOfIdea(idea)];
  const tool = toolOf(idea);
  const shape = toolShapes[tool];
  // A quiz asks what can be clicked; every other tool takes the business's most important questions.
  const pool = tool === 'quiz' ? [...business.fields.filter((f) => f.type === 'choice'), ...business.fields.filter((f) => f.type === 'text')] : business.fields;
  const fields = withTextQuestion(pool.slice(0, shape.fields), business.fields);
  const name = nameOf(idea);
  const answers = fields.map((field) => `- ${field.title.replace(/\?$/, '')}: {${field.key}}`).join('\n');
  const prompt = [
    `You are ${business.role}. A visitor uses “${name}” on our website.`,
    `Their answers:\n${answers}`,
    shape.task,
    'Use only the answers above; if something important is missing, say what to ask. Answer in the visitor’s language.',
  ].join('\n\n');
  return {
    name,
    header: name,
    description: `Answer ${fields.length} quick questions and get a personal result in seconds.`,
    fields,
    prompt,
    generateButton: shape.button,
    leads: {
      strategy: shape.strategy,
      ask: shape.ask,
      required: ['email'],
      submitButton: shape.strategy === 'EMAIL' ? 'Email me the full result' : 'Send',
      thankYou: 'Thank you! We will be in touch shortly.',
    },
  };
}
