import type { EngineName, LaunchOptions } from '../browsers';
import type { Page } from '../page';

/** What a journey gets: the engine's page, a place for screenshots, and more browsers of the same engine. */
export interface JourneyContext {
  engine: EngineName;
  page: Page;
  /** The path of a screenshot kept for review, under test-results/engines/<engine>/. */
  shot(file: string): string;
  /** Another browser of the same engine, e.g. a visitor with another language; closed after the journey. */
  visitor(options: LaunchOptions): Promise<Page>;
}

export interface Journey {
  name: string;
  run(context: JourneyContext): Promise<void>;
}
