import { Module } from '@nestjs/common';
import { gameModule } from '../../catalog/game-catalog.js';
import { sabotageGame } from './index.js';

@Module({ imports: [gameModule(sabotageGame)] })
export class SabotageModule {}
