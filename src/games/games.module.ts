import { Module } from '@nestjs/common';
import { AllmerPyramidModule } from './allmer-pyramid/allmer-pyramid.module.js';
import { NosVigilanModule } from './nos-vigilan/nos-vigilan.module.js';
import { PyramidSolitaireModule } from './pyramid-solitaire/pyramid-solitaire.module.js';
import { SabotageModule } from './sabotage/sabotage.module.js';
import { ZigguratModule } from './ziggurat/ziggurat.module.js';

@Module({ imports: [PyramidSolitaireModule, SabotageModule, NosVigilanModule, ZigguratModule, AllmerPyramidModule] })
export class GamesModule {}
