import { Module } from '@nestjs/common';
import { gameModule } from '../../catalog/game-catalog.js';
import { zigguratGame } from './index.js';

@Module({ imports: [gameModule(zigguratGame)] })
export class ZigguratModule {}
