import { Module } from '@nestjs/common';
import { PyramidSolitaireModule } from './pyramid-solitaire/pyramid-solitaire.module.js';

@Module({ imports: [PyramidSolitaireModule] })
export class GamesModule {}
