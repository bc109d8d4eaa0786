import { Module } from '@nestjs/common';
import { gameModule } from '../../catalog/game-catalog.js';
import { nosVigilanGame } from './index.js';

@Module({ imports: [gameModule(nosVigilanGame)] })
export class NosVigilanModule {}
