import { Module } from '@nestjs/common';
import { gameModule } from '../../catalog/game-catalog.js';
import { allmerPyramidGame } from './index.js';

@Module({ imports: [gameModule(allmerPyramidGame)] })
export class AllmerPyramidModule {}
