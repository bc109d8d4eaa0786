import { Module } from '@nestjs/common';
import { gameModule } from '../../catalog/game-catalog.js';
import { pyramidSolitaireGame } from './index.js';

@Module({ imports: [gameModule(pyramidSolitaireGame)] })
export class PyramidSolitaireModule {}
